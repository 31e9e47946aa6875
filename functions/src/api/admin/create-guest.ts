import { newGuestBody } from '@contract/admin';
import { firstIssue } from '@contract/issues';
import type { Request, Response } from 'express';
import { requireConsoleAdmin } from '../../lib/admin-actor';
import { fullName, toConsoleGuest } from '../../lib/console-guest';
import { db } from '../../lib/firebase';
import { refuseTakenEmail, refuseTakenPhone } from '../../lib/guest-checks';
import { createGuest } from '../../lib/guest-write';
import { guests, toGuest } from '../../lib/guests';
import { newInvitationId } from '../../lib/invitation-id';
import { phoneFromInput, phoneProblem } from '../../lib/phone';
import { ApiError, ok } from '../../lib/respond';

/** POST /admin/guests: a new guest, on a new invitation unless one is named. 201 with the guest. */
export async function createGuestCall(req: Request, res: Response) {
  const by = await requireConsoleAdmin(req);
  const body = newGuestBody.safeParse(req.body);
  if (!body.success) throw new ApiError(400, firstIssue(body.error));
  const { invtId, table, tpos, ...fields } = body.data;
  const phone = phoneFromInput(fields.phone);
  if (phone === null) throw new ApiError(400, phoneProblem(fields.phone));
  const ref = guests().doc();

  await db.runTransaction(async (tx) => {
    await refuseTakenPhone(tx, phone);
    await refuseTakenEmail(tx, fields.email);
    createGuest(
      tx,
      ref,
      {
        ...fields,
        phone,
        invtId: invtId ?? newInvitationId(fields.last || fields.first),
        table,
        tpos: table ? tpos : '',
      },
      by,
      'created',
    );
  });
  const guest = toGuest(await ref.get())!;
  ok(res, `${fullName(guest)} is on the guest list.`, toConsoleGuest(guest), 201);
}
