import type { Request, Response } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { wedding } from '@config';
import { requireAdmin } from '../lib/auth';
import { db } from '../lib/firebase';
import { guests, toGuest } from '../lib/guests';
import { changesBetween, writeHistory } from '../lib/history';
import { ApiError, ok } from '../lib/respond';
import { updateGuestTableBody } from '@contract/guest-admin';
import { firstIssue } from '@contract/issues';
import { refuseTakenSeat } from '../lib/seat-checks';
import { claimedAdminId } from './claimed-admin-id';

export async function updateGuestTable(req: Request, res: Response) {
  // Authorise before validating, so only an admin learns what a valid request looks like.
  const admin = await requireAdmin(req, claimedAdminId(req.body));
  const body = updateGuestTableBody.safeParse(req.body);
  if (!body.success) throw new ApiError(400, firstIssue(body.error));
  const { gid, table, tpos } = body.data;
  const ref = guests().doc(gid);

  const name = await db.runTransaction(async (tx) => {
    const [guestSnap, adminSnap] = await tx.getAll(ref, guests().doc(admin.uid));
    const guest = toGuest(guestSnap!);
    if (!guest) throw new ApiError(404, 'We could not find this guest. Please reload the guest list.');
    await refuseTakenSeat(tx, { table, tpos }, gid);
    const by = toGuest(adminSnap!);
    tx.update(ref, { table, tpos, updatedAt: FieldValue.serverTimestamp() });
    const changes = changesBetween({ table: guest.table, tpos: guest.tpos }, { table, tpos });
    if (Object.keys(changes).length) {
      writeHistory(tx, gid, { uid: admin.uid, name: by ? `${by.first} ${by.last}` : admin.uid }, 'seat', changes);
    }
    return `${guest.first} ${guest.last}`;
  });
  ok(res, `${name} is now at ${wedding.tableLabels[table] ?? table}, seat ${tpos}.`);
}
