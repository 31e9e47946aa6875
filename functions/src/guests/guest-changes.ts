import type { guestChangesBody } from '@contract/admin';
import type { z } from 'zod';
import { needsMeal, type Catalog } from '@contract/events';
import { checkPlate } from '../rsvp/answer-checks';
import { recordAnswers } from '../rsvp/record-answers';
import type { Actor } from './history';
import type { GuestFields } from './guest-write';
import type { Guest } from './guests';
import { newInvitationId } from '../rsvp/invitation-id';
import { phoneFromInput, phoneProblem } from '../platform/phone';
import { Refusal } from '../platform/refusal';
import { smsCountryProblem } from '../platform/sms-countries';

type GuestChanges = z.output<ReturnType<typeof guestChangesBody>>;

const SELF_DEMOTE =
  'You cannot remove your own admin access or disable your own invitation. Ask the other admin to do it.';

/**
 * Events, event answers, age group and meal together: answers only for invited events (an event taken away
 * takes its answer with it), a meal for the age group, and none for an infant.
 */
function checkEventsAndAge(before: Guest, fields: GuestFields, catalog: Catalog) {
  const events = fields.events ?? before.events;
  if (fields.events) {
    const kept = Object.entries(fields.eventRsvps ?? before.eventRsvps).filter(([id]) => events.includes(id));
    if (kept.length !== Object.keys(fields.eventRsvps ?? before.eventRsvps).length || fields.eventRsvps) {
      fields.eventRsvps = Object.fromEntries(kept);
    }
  }
  const ageGroup = fields.ageGroup ?? before.ageGroup;
  if (!needsMeal(ageGroup) && fields.plate === undefined && before.plate !== '') fields.plate = '';
  const plate = fields.plate ?? before.plate;
  if (fields.plate !== undefined || fields.ageGroup !== undefined) checkPlate({ ...before, ageGroup }, plate, catalog);
}

/**
 * The fields a PATCH writes, from the stored guest and the request: the phone normalised, a new
 * invitation for `invtId: null`, the answers recorded by
 * `recordAnswers` (rsvp/) as every door records them, no seat without a table. Refuses what no guest document may hold.
 */
export function fieldsToWrite(before: Guest, body: GuestChanges, by: Actor, catalog: Catalog): GuestFields {
  // smsConsent is recorded apart, with its own history line (guests/sms-consent.ts).
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
    if (phone === null) throw new Refusal('invalid', phoneProblem(typedPhone));
    const abroad = smsCountryProblem(phone);
    if (abroad) throw new Refusal('invalid', abroad);
    fields.phone = phone;
  }
  if (invtId !== undefined) fields.invtId = invtId ?? newInvitationId(fields.last ?? before.last ?? before.first);

  // The answer part (rsvp, meal, note, event and question answers) is recorded as every door records it,
  // against the person's events and age group after this change.
  const { rsvp, plate, dietary, eventRsvps, answers, ...details } = fields;
  if (!(rsvp ?? before.rsvp) && plate) {
    throw new Refusal('invalid', 'A meal (plate) can only be chosen for a guest who is attending: set rsvp to true.');
  }
  const person = { ...before, ...details };
  Object.assign(fields, recordAnswers(person, { rsvp, plate, dietary, eventRsvps, answers }, 'couple', catalog));
  checkEventsAndAge(before, fields, catalog);
  const table = body.table ?? before.table;
  if (table === '' && (before.tpos !== '' || body.tpos !== undefined)) fields.tpos = '';

  const isAdmin = fields.isAdmin ?? before.isAdmin;
  const disabled = fields.disabled ?? before.disabled;
  if (before.id === by.uid && (!isAdmin || disabled)) throw new Refusal('conflict', SELF_DEMOTE);
  return fields;
}
