import { Timestamp } from 'firebase-admin/firestore';
import type { RotateLinkData } from '@contract/messages';
import { displayName } from '@contract/people';
import type { Call } from '../../api/calls';
import { db } from '../../platform/firebase';
import { guests, toGuest } from '../guests';
import { writeHistory } from '../history';
import { issueLink } from '../../sign-in/link-keys';
import { ok } from '../../platform/respond';
import { Refusal } from '../../platform/refusal';

/** POST /admin/guests/{id}/rotate-link: a new personal link for the guest; the old one stops working. */
export async function rotateLink({ caller: admin, params: { id }, res }: Call<'POST /admin/guests/{id}/rotate-link'>) {
  const ref = guests().doc(id);

  const { link, name } = await db.runTransaction(async (tx) => {
    const guest = toGuest(await tx.get(ref));
    if (!guest) throw new Refusal('not-found', 'We could not find this guest. Please reload the guest list.');
    const name = displayName(guest);
    if (guest.disabled) {
      throw new Refusal('conflict', `${name}'s invitation is disabled, so a personal link would not work.`);
    }
    const now = Date.now();
    const link = issueLink(tx, ref, now);
    writeHistory(tx, guest.id, admin.actor, 'details', {
      linkIssuedAt: [
        guest.linkIssuedAt?.toDate().toISOString() ?? null,
        Timestamp.fromMillis(now).toDate().toISOString(),
      ],
    });
    return { link, name };
  });
  const data: RotateLinkData = { link };
  ok(res, `A new personal link for ${name}. The previous link no longer works.`, data);
}
