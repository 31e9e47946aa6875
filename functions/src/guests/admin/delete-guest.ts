import { displayName } from '@contract/people';
import { FieldValue } from 'firebase-admin/firestore';
import type { Call } from '../../api/calls';
import { db } from '../../platform/firebase';
import { guestGone } from '../guest-checks';
import { changesTo, endSessions } from '../guest-write';
import { deletedGuests, guests, toGuest } from '../guests';
import { writeHistory } from '../history';
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
    const { id: _id, problems: _problems, ...fields } = guest;
    const gone = changesTo({}, fields);
    for (const change of Object.values(gone)) change.reverse();
    tx.delete(ref);
    writeHistory(tx, id, by, 'deleted', gone);
    tx.set(deletedGuests().doc(id), {
      first: guest.first,
      last: guest.last,
      invtId: guest.invtId,
      at: FieldValue.serverTimestamp(),
      by: by.uid,
      byName: by.name,
    });
    return displayName(guest);
  });
  await endSessions(id);
  ok(res, `${name} was deleted. Their history is kept.`);
}
