import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { Call } from '../api/calls';
import { db } from '../platform/firebase';
import { ok } from '../platform/respond';
import { readSettings, settingsDoc } from './site-settings';
import { plainValue } from '../platform/timestamps';
import { settingsData } from './get-settings';
import { changesBetween } from '../guests/history';
import { finalCountFields } from '../last-weeks/final-count-settings';

/** PUT /admin/settings: the RSVP deadline and whether guests see their seats; the change is kept in history. */
export async function putSettings({ caller, body, res }: Call<'PUT /admin/settings'>) {
  const by = caller.actor;
  const { rsvpClosesAt, seatingPublished } = body;
  const next = { rsvpClosesAt: rsvpClosesAt ? Timestamp.fromDate(new Date(rsvpClosesAt)) : null, seatingPublished };

  await db.runTransaction(async (tx) => {
    const before = await readSettings(tx);
    const finalCount = finalCountFields(await tx.get(settingsDoc()), body);
    const changes = changesBetween(
      {
        rsvpClosesAt: plainValue(before.rsvpClosesAt),
        seatingPublished: before.seatingPublished,
        ...finalCount.before,
      },
      { rsvpClosesAt: plainValue(next.rsvpClosesAt), seatingPublished, ...finalCount.after },
    );
    tx.set(
      settingsDoc(),
      {
        ...next,
        ...finalCount.write,
        updatedBy: by.uid,
        updatedByName: by.name,
        updatedAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
    tx.set(settingsDoc().collection('history').doc(), {
      at: FieldValue.serverTimestamp(),
      by: by.uid,
      byName: by.name,
      action: 'settings',
      changes,
    });
  });
  ok(res, 'Settings saved.', await settingsData());
}
