import type { InvitationGuest } from './api/get-invitation';
import type { RsvpAnswer } from './api/update-guests';

export type Answers = Record<string, RsvpAnswer>;

export function answersFrom(guests: InvitationGuest[]): Answers {
  return Object.fromEntries(guests.map(({ id, rsvp, plate }) => [id, { id, rsvp, plate }]));
}

/** The reminder for a guest who said yes without choosing a meal; it does not stop the save. */
export function mealReminder(guest: InvitationGuest, answer: RsvpAnswer): string | null {
  return answer.rsvp && !answer.plate ? `${guest.first} ${guest.last} must select a meal to proceed` : null;
}

/** What Save sends: one answer per guest, in the invitation's order; a 'no' carries no meal. */
export function answersToSave(guests: InvitationGuest[], answers: Answers): RsvpAnswer[] {
  return guests.map(({ id }) => {
    const answer = answers[id]!;
    return { id, rsvp: answer.rsvp, plate: answer.rsvp ? answer.plate : '' };
  });
}
