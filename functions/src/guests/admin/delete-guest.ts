import { displayName } from '@contract/people';
import type { Call } from '../../api/calls';
import { db } from '../../platform/firebase';
import { guestGone } from '../guest-checks';
import { deleteGuest, endSessions } from '../guest-write';
import { guests, toGuest } from '../guests';
import { refuseRemovingLastAdmin, requireAdminIn } from '../admin-guard';
import { ok } from '../../platform/respond';
import { Refusal } from '../../platform/refusal';

/** DELETE /admin/guests/{id}: the guest goes; their history stays, ending with what they were. */
export async function deleteGuestCall({ caller, params: { id }, res }: Call<'DELETE /admin/guests/{id}'>) {
  const by = caller.actor;
  if (id === by.uid) throw new Refusal('conflict', 'You cannot delete yourself. Ask the other admin to do it.');
  const ref = guests().doc(id);

  const name = await db.runTransaction(async (tx) => {
    const guest = toGuest(await tx.get(ref));
    await requireAdminIn(tx, by.uid);
    if (!guest) throw await guestGone(ref);
    await refuseRemovingLastAdmin(tx, guest, null);
    deleteGuest(tx, guest, by);
    return displayName(guest);
  });
  await endSessions(id);
  ok(res, `${name} was deleted. Their history is kept.`);
}
