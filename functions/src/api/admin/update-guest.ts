import { guestChangesBody } from '@contract/admin';
import { firstIssue } from '@contract/issues';
import type { Request, Response } from 'express';
import { requireConsoleAdmin } from '../../lib/admin-actor';
import { fullName, toConsoleGuest } from '../../lib/console-guest';
import { db } from '../../lib/firebase';
import { guestGone, refuseTakenEmail, refuseTakenPhone, staleEdit } from '../../lib/guest-checks';
import { fieldsToWrite } from '../../lib/guest-changes';
import { guestIdParam } from '../../lib/guest-id-param';
import { endSessions, endsSessions, updateGuest } from '../../lib/guest-write';
import { guests, toGuest } from '../../lib/guests';
import { ApiError, ok } from '../../lib/respond';
import { isoOrNull } from '../../lib/timestamps';

/**
 * PATCH /admin/guests/{id}: details, seat or an RSVP taken by phone, in one transaction with its
 * history. With expectedUpdatedAt, a guest changed meanwhile is refused (409) rather than overwritten.
 */
export async function updateGuestCall(req: Request, res: Response) {
  const by = await requireConsoleAdmin(req);
  const id = guestIdParam(req);
  const body = guestChangesBody.safeParse(req.body ?? {});
  if (!body.success) throw new ApiError(400, firstIssue(body.error));
  const ref = guests().doc(id);

  const changes = await db.runTransaction(async (tx) => {
    const before = toGuest(await tx.get(ref));
    if (!before) throw await guestGone(ref);
    const expected = body.data.expectedUpdatedAt;
    if (expected && isoOrNull(before.updatedAt) !== new Date(expected).toISOString()) {
      throw await staleEdit(ref, before);
    }
    const fields = fieldsToWrite(before, body.data, by);
    if (fields.phone && fields.phone !== before.phone) await refuseTakenPhone(tx, fields.phone, id);
    if (fields.email && fields.email !== before.email) await refuseTakenEmail(tx, fields.email, id);
    return updateGuest(tx, ref, before, fields, by);
  });
  if (endsSessions(changes)) await endSessions(id);
  const guest = toGuest(await ref.get())!;
  const saved = Object.keys(changes).length ? 'Saved' : 'Nothing changed for';
  ok(res, `${saved} ${fullName(guest)}.`, toConsoleGuest(guest));
}
