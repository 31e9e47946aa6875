import type { guestChangesBody } from '@contract/admin';
import { Timestamp } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { checkAnswers, checkEventRsvps, checkPlate } from './guest-answers';
import type { Actor } from './history';
import type { GuestFields } from './guest-write';
import type { Guest } from './guests';
import { newInvitationId } from '../invitations/invitation-id';
import { phoneFromInput, phoneProblem } from '../../platform/phone';
import { ApiError } from '../../platform/respond';
import { smsCountryProblem } from '../../platform/sms-countries';

export type GuestChanges = z.output<typeof guestChangesBody>;

export const SELF_DEMOTE =
  'You cannot remove your own admin access or disable your own invitation. Ask the other admin to do it.';

/**
 * The fields a PATCH writes, from the stored guest and the request: the phone normalised, a new
 * invitation for `invtId: null`, no meal without an RSVP, no seat without a table, and the RSVP
 * counted as answered when `rsvp` is sent. Refuses what no guest document may hold.
 */
/**
 * Events, event answers, age group and meal together: answers only for invited events (an event taken away
 * takes its answer with it), a meal for the age group, and none for an infant.
 */
function checkEventsAndAge(before: Guest, fields: GuestFields) {
  const events = fields.events ?? before.events;
  if (fields.eventRsvps) checkEventRsvps({ ...before, events }, fields.eventRsvps);
  if (fields.events) {
    const kept = Object.entries(fields.eventRsvps ?? before.eventRsvps).filter(([id]) => events.includes(id));
    if (kept.length !== Object.keys(fields.eventRsvps ?? before.eventRsvps).length || fields.eventRsvps) {
      fields.eventRsvps = Object.fromEntries(kept);
    }
  }
  if (fields.answers) checkAnswers({ ...before, events }, fields.answers);
  const ageGroup = fields.ageGroup ?? before.ageGroup;
  if (ageGroup === 'infant' && fields.plate === undefined && before.plate !== '') fields.plate = '';
  const plate = fields.plate ?? before.plate;
  if (fields.plate !== undefined || fields.ageGroup !== undefined) checkPlate({ ...before, ageGroup }, plate);
}

export function fieldsToWrite(before: Guest, body: GuestChanges, by: Actor): GuestFields {
  // smsConsent is recorded apart, with its own history line (domain/guests/sms-consent.ts).
  const {
    expectedUpdatedAt: _expected,
    swapSeat: _swap,
    smsConsent: _consent,
    phone: typedPhone,
    invtId,
    ...rest
  } = body;
  const fields: GuestFields = { ...rest };
  if (typedPhone !== undefined) {
    const phone = phoneFromInput(typedPhone);
    if (phone === null) throw new ApiError(400, phoneProblem(typedPhone));
    const abroad = smsCountryProblem(phone);
    if (abroad) throw new ApiError(400, abroad);
    fields.phone = phone;
  }
  if (invtId !== undefined) fields.invtId = invtId ?? newInvitationId(fields.last ?? before.last ?? before.first);

  const rsvp = body.rsvp ?? before.rsvp;
  if (!rsvp) {
    if (body.plate) {
      throw new ApiError(400, 'A meal (plate) can only be chosen for a guest who is attending: set rsvp to true.');
    }
    if (before.plate !== '' || body.plate !== undefined) fields.plate = '';
  }
  // An RSVP the couple takes for the guest (by phone, in person): their answer, or a new meal or note for a guest who
  // is coming. A note on someone who never answered does not make them 'declined'; details and seat are
  // not answers.
  const changed = (field: 'plate' | 'dietary') => body[field] !== undefined && body[field] !== before[field];
  if (body.rsvp !== undefined || (rsvp && (changed('plate') || changed('dietary')))) {
    fields.respondedAt = Timestamp.now();
  }
  checkEventsAndAge(before, fields);
  const table = body.table ?? before.table;
  if (table === '' && (before.tpos !== '' || body.tpos !== undefined)) fields.tpos = '';

  const isAdmin = fields.isAdmin ?? before.isAdmin;
  const disabled = fields.disabled ?? before.disabled;
  if (before.id === by.uid && (!isAdmin || disabled)) throw new ApiError(409, SELF_DEMOTE);
  return fields;
}
