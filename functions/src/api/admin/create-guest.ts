import { newGuestBody } from '@contract/admin';
import { firstIssue } from '@contract/issues';
import type { Request, Response } from 'express';
import { requireConsoleAdmin } from '../../lib/admin-actor';
import { fullName, toConsoleGuest } from '../../lib/console-guest';
import { db } from '../../lib/firebase';
import { refuseTakenPhone } from '../../lib/guest-checks';
import { checkAnswers, checkEventRsvps } from '../../lib/guest-answers';
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
  const { invtId: namedInvitation, table, tpos, companionOf, ...fields } = body.data;
  const phone = phoneFromInput(fields.phone);
  if (phone === null) throw new ApiError(400, phoneProblem(fields.phone));
  checkEventRsvps({ ...fields, first: fields.first, last: fields.last }, fields.eventRsvps);
  checkAnswers(fields, fields.answers);
  const ref = guests().doc();

  await db.runTransaction(async (tx) => {
    let invtId = namedInvitation;
    if (companionOf) {
      const host = toGuest(await tx.get(guests().doc(companionOf)));
      if (!host) throw new ApiError(400, `There is no guest '${companionOf}' to be the companion of (companionOf).`);
      if (invtId && invtId !== host.invtId) {
        throw new ApiError(400, "A companion is on their host's invitation: leave invtId out or use the host's.");
      }
      invtId = host.invtId;
    }
    await refuseTakenPhone(tx, phone);
    createGuest(
      tx,
      ref,
      {
        ...fields,
        phone,
        companionOf,
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
