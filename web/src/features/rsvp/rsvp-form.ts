import { displayName, rsvpStatus } from '@contract/people';
import { LIMITS } from '@contract/options';
import { hasControlCharacters } from '@contract/plain-text';
import type { Messages } from '../../lib/i18n/en';
import type { InvitationGuest, InvitationSettings } from './api/get-invitation';
import type { RsvpAnswer } from './api/update-guests';

export type Answer = Required<RsvpAnswer>;
export type Answers = Record<string, Answer>;

export function answersFrom(guests: InvitationGuest[]): Answers {
  return Object.fromEntries(guests.map(({ id, rsvp, plate, dietary }) => [id, { id, rsvp, plate, dietary }]));
}

/** The reminder for a guest who said yes without choosing a meal; it does not stop the save. */
export function mealReminder(guest: InvitationGuest, answer: RsvpAnswer, t: Messages): string | null {
  return answer.rsvp && !answer.plate ? t.rsvp.mealReminder(displayName(guest)) : null;
}

/** What is wrong with a dietary note (the server's rules: at most 200 characters, no control characters). */
export function dietaryProblem(note: string, t: Messages): string | null {
  if (note.length > LIMITS.dietaryMax) return t.rsvp.dietaryTooLong(note.length);
  if (hasControlCharacters(note)) return t.rsvp.dietaryControl;
  return null;
}

/** Whether any attending guest's note would be refused; Save waits until they are fixed. */
export const hasDietaryProblem = (answers: Answer[], t: Messages) =>
  answers.some((answer) => answer.rsvp && dietaryProblem(answer.dietary, t) !== null);

/** What Save sends: one answer per guest, in the invitation's order; a 'no' carries no meal and no note. */
export function answersToSave(guests: InvitationGuest[], answers: Answers): Answer[] {
  return guests.map(({ id }) => {
    const answer = answers[id]!;
    return answer.rsvp
      ? { id, rsvp: true, plate: answer.plate, dietary: answer.dietary.trim() }
      : { id, rsvp: false, plate: '', dietary: '' };
  });
}

/** Closed for this page: the server said so, or its deadline has passed since the page loaded. */
export function isClosed(settings: InvitationSettings, nowMs = Date.now()): boolean {
  return settings.rsvpClosed || (settings.rsvpClosesAt !== null && nowMs >= Date.parse(settings.rsvpClosesAt));
}

export type GuestStatus = 'attending' | 'notAttending' | 'noAnswer';

const statusLabels = { attending: 'attending', declined: 'notAttending', noAnswer: 'noAnswer' } as const;

/** The guest's RSVP status, as the key of its words on the page. */
export function statusOf(guest: InvitationGuest): GuestStatus {
  return statusLabels[rsvpStatus(guest)];
}
