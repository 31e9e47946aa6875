import { guestChangesBody } from '@contract/admin';
import { firstIssue } from '@contract/issues';
import { isSeat, seatKey, seatTaken, seatText } from '@contract/seats';
import type { Request, Response } from 'express';
import { requireConsoleAdmin } from '../../lib/admin-actor';
import { fullName, toConsoleGuest } from '../../lib/console-guest';
import { db } from '../../lib/firebase';
import { guestGone, refuseTakenPhone, staleEdit } from '../../lib/guest-checks';
import { fieldsToWrite } from '../../lib/guest-changes';
import { guestIdParam } from '../../lib/guest-id-param';
import { endSessions, endsSessions, updateGuest } from '../../lib/guest-write';
import { guests, toGuest } from '../../lib/guests';
import { ApiError, ok } from '../../lib/respond';
import { seatHolder } from '../../lib/seat-checks';
import { isoOrNull } from '../../lib/timestamps';

/**
 * PATCH /admin/guests/{id}: details, seat or an RSVP taken by phone, in one transaction with its
 * history. With expectedUpdatedAt, a guest changed meanwhile is refused (409) rather than overwritten.
 * A seat someone else holds is a 409 naming them; with swapSeat, they take this guest's old seat.
 */
export async function updateGuestCall(req: Request, res: Response) {
  const by = await requireConsoleAdmin(req);
  const id = guestIdParam(req);
  const body = guestChangesBody.safeParse(req.body ?? {});
  if (!body.success) throw new ApiError(400, firstIssue(body.error));
  const ref = guests().doc(id);

  const { changes, swapped } = await db.runTransaction(async (tx) => {
    const before = toGuest(await tx.get(ref));
    if (!before) throw await guestGone(ref);
    const expected = body.data.expectedUpdatedAt;
    if (expected && isoOrNull(before.updatedAt) !== new Date(expected).toISOString()) {
      throw await staleEdit(ref, before);
    }
    const fields = fieldsToWrite(before, body.data, by);
    if (fields.phone && fields.phone !== before.phone) await refuseTakenPhone(tx, fields.phone, id);
    const seat = { table: fields.table ?? before.table, tpos: fields.tpos ?? before.tpos };
    const holder = seatKey(seat) === seatKey(before) ? null : await seatHolder(tx, seat, id);
    if (holder && !body.data.swapSeat) throw new ApiError(409, seatTaken(seat, fullName(holder)));
    const changes = updateGuest(tx, ref, before, fields, by);
    if (!holder) return { changes, swapped: '' };
    const oldSeat = isSeat(before) ? { table: before.table, tpos: before.tpos } : { table: '', tpos: '' };
    updateGuest(tx, guests().doc(holder.id), holder, oldSeat, by);
    const where = isSeat(oldSeat) ? `now sits at ${seatText(oldSeat)}` : 'has no seat now';
    return { changes, swapped: ` ${fullName(holder)} ${where}.` };
  });
  if (endsSessions(changes)) await endSessions(id);
  const guest = toGuest(await ref.get())!;
  const saved = Object.keys(changes).length ? 'Saved' : 'Nothing changed for';
  ok(res, `${saved} ${fullName(guest)}.${swapped}`, toConsoleGuest(guest));
}
