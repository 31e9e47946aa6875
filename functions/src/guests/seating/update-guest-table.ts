import type { Call } from '../../api/calls';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../../platform/firebase';
import { guests, toGuest } from '../guests';
import { changesBetween, writeHistory } from '../history';
import { ok } from '../../platform/respond';
import { Refusal } from '../../platform/refusal';
import { displayName } from '@contract/people';
import { seatNumber, tableLabel } from '@contract/seating';
import { refuseTakenSeat } from '../seat-checks';

export async function updateGuestTable({ caller: admin, body, res }: Call<'POST /update-guest-table'>) {
  const { gid, table, tpos } = body;
  const ref = guests().doc(gid);

  const name = await db.runTransaction(async (tx) => {
    const [guestSnap, adminSnap] = await tx.getAll(ref, guests().doc(admin.uid));
    const guest = toGuest(guestSnap!);
    if (!guest) throw new Refusal('not-found', 'We could not find this guest. Please reload the guest list.');
    await refuseTakenSeat(tx, { table, tpos }, gid);
    const by = toGuest(adminSnap!);
    tx.update(ref, { table, tpos, updatedAt: FieldValue.serverTimestamp() });
    const changes = changesBetween({ table: guest.table, tpos: guest.tpos }, { table, tpos });
    if (Object.keys(changes).length) {
      writeHistory(tx, gid, { uid: admin.uid, name: by ? displayName(by) : admin.uid }, 'seat', changes);
    }
    return displayName(guest);
  });
  ok(res, `${name} is now at ${tableLabel(table)}, seat ${seatNumber(tpos)}.`);
}
