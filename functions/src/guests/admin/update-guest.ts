import { displayName } from '@contract/people';
import type { Call } from '../../api/calls';
import { toConsoleGuest } from '../console-guest';
import { db } from '../../platform/firebase';
import { guestGone, refuseTakenEmail, refuseTakenPhone, staleEdit } from '../guest-checks';
import { fieldsToWrite } from '../guest-changes';
import { endSessions, endsSessions, updateGuest } from '../guest-write';
import { guests, toGuest } from '../guests';
import { refuseRemovingLastAdmin, requireAdminIn } from '../admin-guard';
import { ok } from '../../platform/respond';
import { Refusal } from '../../platform/refusal';
import { seatHolder } from '../seat-checks';
import { isSeat, seatKey, seatTaken, seatText } from '@contract/seats';
import { isoOrNull } from '../../platform/timestamps';
import { invitationMates, shareAddress } from '../../last-weeks/invitation-address';
import { checkNotify } from '../../last-weeks/notify-check';
import { recordConsent } from '../sms-consent';

/**
 * PATCH /admin/guests/{id}: details, seat or an RSVP taken by phone, in one transaction with its
 * history. With expectedUpdatedAt, a guest changed meanwhile is refused (409) rather than overwritten.
 * A seat someone else holds is a 409 naming them; with swapSeat, they take this guest's old seat.
 */
export async function updateGuestCall({
  caller,
  params: { id },
  body,
  catalog,
  res,
}: Call<'PATCH /admin/guests/{id}'>) {
  const by = caller.actor;
  const ref = guests().doc(id);

  const { changes, swapped } = await db.runTransaction(async (tx) => {
    const before = toGuest(await tx.get(ref));
    await requireAdminIn(tx, by.uid);
    if (!before) throw await guestGone(ref);
    const expected = body.expectedUpdatedAt;
    if (expected && isoOrNull(before.updatedAt) !== new Date(expected).toISOString()) {
      throw await staleEdit(ref, before);
    }
    const fields = fieldsToWrite(before, body, by, catalog);
    checkNotify(before, body.notify, fields.email, by);
    const mates = body.address === undefined ? [] : await invitationMates(tx, fields.invtId ?? before.invtId, id);
    if (fields.phone && fields.phone !== before.phone) await refuseTakenPhone(tx, fields.phone, id);
    if (fields.email && fields.email !== before.email) await refuseTakenEmail(tx, fields.email, id);
    await refuseRemovingLastAdmin(tx, before, fields);
    const seat = { table: fields.table ?? before.table, tpos: fields.tpos ?? before.tpos };
    const holder = seatKey(seat) === seatKey(before) ? null : await seatHolder(tx, seat, id);
    if (holder && !body.swapSeat) throw new Refusal('conflict', seatTaken(seat, displayName(holder)));
    const changes = updateGuest(tx, ref, before, fields, by);
    if (body.address !== undefined) shareAddress(tx, mates, fields.address ?? null, by);
    // Consent to texts the guest gave the couple in person (section 23), with its own history line.
    if (body.smsConsent && recordConsent(tx, before, 'couple', body.smsConsent.note, by)) {
      changes.smsConsent = [null, 'couple'];
    }
    if (!holder) return { changes, swapped: '' };
    const oldSeat = isSeat(before) ? { table: before.table, tpos: before.tpos } : { table: '', tpos: '' };
    updateGuest(tx, guests().doc(holder.id), holder, oldSeat, by);
    const where = isSeat(oldSeat) ? `now sits at ${seatText(oldSeat)}` : 'has no seat now';
    return { changes, swapped: ` ${displayName(holder)} ${where}.` };
  });
  // An admin's own email, added or changed, never signs them out.
  if (endsSessions(changes, id === by.uid)) await endSessions(id);
  const guest = toGuest(await ref.get())!;
  const saved = Object.keys(changes).length ? 'Saved' : 'Nothing changed for';
  ok(res, `${saved} ${displayName(guest)}.${swapped}`, toConsoleGuest(guest));
}
