import { settingsBody, type SiteSettingsData } from '@contract/admin';
import { firstIssue } from '@contract/issues';
import type { Request, Response } from 'express';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { requireConsoleAdmin } from '../../lib/admin-actor';
import { db } from '../../platform/firebase';
import { ApiError, ok } from '../../platform/respond';
import { readSettings, settingsDoc } from '../../domain/invitations/settings';
import { isoOrNull, plainValue } from '../../platform/timestamps';
import { changesBetween } from '../../domain/guests/history';

async function settingsData(): Promise<SiteSettingsData> {
  const [settings, snap] = await Promise.all([readSettings(), settingsDoc().get()]);
  return {
    rsvpClosesAt: isoOrNull(settings.rsvpClosesAt),
    seatingPublished: settings.seatingPublished,
    updatedByName: (snap.get('updatedByName') as string | undefined) ?? null,
    updatedAt: isoOrNull(snap.get('updatedAt')),
  };
}

/** GET /admin/settings. */
export async function getSettings(req: Request, res: Response) {
  await requireConsoleAdmin(req);
  ok(res, 'Settings.', await settingsData());
}

/** PUT /admin/settings: the RSVP deadline and whether guests see their seats; the change is kept in history. */
export async function putSettings(req: Request, res: Response) {
  const by = await requireConsoleAdmin(req);
  const body = settingsBody.safeParse(req.body);
  if (!body.success) throw new ApiError(400, firstIssue(body.error));
  const { rsvpClosesAt, seatingPublished } = body.data;
  const next = { rsvpClosesAt: rsvpClosesAt ? Timestamp.fromDate(new Date(rsvpClosesAt)) : null, seatingPublished };

  await db.runTransaction(async (tx) => {
    const before = await readSettings(tx);
    const changes = changesBetween(
      { rsvpClosesAt: plainValue(before.rsvpClosesAt), seatingPublished: before.seatingPublished },
      { rsvpClosesAt: plainValue(next.rsvpClosesAt), seatingPublished },
    );
    tx.set(
      settingsDoc(),
      { ...next, updatedBy: by.uid, updatedByName: by.name, updatedAt: FieldValue.serverTimestamp() },
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
