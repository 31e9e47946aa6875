import { displayName } from '@contract/people';
import type { Call } from '../../api/calls';
import { toConsoleGuest } from '../console-guest';
import { db } from '../../platform/firebase';
import { refuseTakenEmail, refuseTakenPhone } from '../guest-checks';
import { checkAnswers, checkEventRsvps } from '../../rsvp/answer-checks';
import { createGuest } from '../guest-write';
import { guests, toGuest } from '../guests';
import { newInvitationId } from '../../rsvp/invitation-id';
import { phoneFromInput, phoneProblem } from '../../platform/phone';
import { requireAdminIn } from '../admin-guard';
import { ok } from '../../platform/respond';
import { Refusal } from '../../platform/refusal';
import { smsCountryProblem } from '../../platform/sms-countries';
import { refuseTakenSeat } from '../seat-checks';

/** POST /admin/guests: a new guest, on a new invitation unless one is named. 201 with the guest. */
export async function createGuestCall({ caller, body, catalog, res }: Call<'POST /admin/guests'>) {
  const by = caller.actor;
  const { invtId: namedInvitation, table, tpos, companionOf, ...fields } = body;
  const phone = phoneFromInput(fields.phone);
  if (phone === null) throw new Refusal('invalid', phoneProblem(fields.phone));
  const abroad = smsCountryProblem(phone);
  if (abroad) throw new Refusal('invalid', abroad);
  checkEventRsvps(fields, fields.eventRsvps, catalog);
  checkAnswers(fields, fields.answers, catalog);
  const ref = guests().doc();

  await db.runTransaction(async (tx) => {
    await requireAdminIn(tx, by.uid);
    let invtId = namedInvitation;
    if (companionOf) {
      const host = toGuest(await tx.get(guests().doc(companionOf)));
      if (!host)
        throw new Refusal('invalid', `There is no guest '${companionOf}' to be the companion of (companionOf).`);
      if (invtId && invtId !== host.invtId) {
        throw new Refusal('invalid', "A companion is on their host's invitation: leave invtId out or use the host's.");
      }
      invtId = host.invtId;
    }
    await refuseTakenPhone(tx, phone);
    await refuseTakenEmail(tx, fields.email);
    await refuseTakenSeat(tx, { table, tpos: table ? tpos : '' });
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
  ok(res, `${displayName(guest)} is on the guest list.`, toConsoleGuest(guest), 201);
}
