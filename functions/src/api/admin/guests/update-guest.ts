import { displayName } from '@contract/people';
import type { guestChangesBody } from '@contract/admin';
import type { Call } from '../../../calls';
import { toConsoleGuest } from '../../../domain/guests/console-guest';
import { db } from '../../../platform/firebase';
import { guestGone, refuseTakenPhone, staleEdit } from '../../../domain/guests/guest-checks';
import { fieldsToWrite } from '../../../domain/guests/guest-changes';
import { endSessions, endsSessions, updateGuest } from '../../../domain/guests/guest-write';
import { guests, toGuest } from '../../../domain/guests/guests';
import { ok } from '../../../platform/respond';
import { isoOrNull } from '../../../platform/timestamps';

/**
 * PATCH /admin/guests/{id}: details, seat or an RSVP taken by phone, in one transaction with its
 * history. With expectedUpdatedAt, a guest changed meanwhile is refused (409) rather than overwritten.
 */
export async function updateGuestCall({
  caller,
  params: { id },
  body,
  res,
}: Call<'admin', typeof guestChangesBody, 'id'>) {
  const by = caller.actor;
  const ref = guests().doc(id);

  const changes = await db.runTransaction(async (tx) => {
    const before = toGuest(await tx.get(ref));
    if (!before) throw await guestGone(ref);
    const expected = body.expectedUpdatedAt;
    if (expected && isoOrNull(before.updatedAt) !== new Date(expected).toISOString()) {
      throw await staleEdit(ref, before);
    }
    const fields = fieldsToWrite(before, body, by);
    if (fields.phone && fields.phone !== before.phone) await refuseTakenPhone(tx, fields.phone, id);
    return updateGuest(tx, ref, before, fields, by);
  });
  if (endsSessions(changes)) await endSessions(id);
  const guest = toGuest(await ref.get())!;
  const saved = Object.keys(changes).length ? 'Saved' : 'Nothing changed for';
  ok(res, `${saved} ${displayName(guest)}.`, toConsoleGuest(guest));
}
