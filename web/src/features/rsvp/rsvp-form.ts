import { needsMeal, QUESTIONS, WEDDING_EVENT, type Answer as QuestionAnswer } from '@contract/events';
import { displayName } from '@contract/people';
import { LIMITS } from '@contract/options';
import { hasControlCharacters } from '@contract/plain-text';
import type { Messages } from '../../lib/i18n/en';
import type { InvitationGuest } from './api/get-invitation';
import type { RsvpAnswer } from './api/update-guests';

/**
 * One person's answers in the dialog. `touched`: their wedding switch was moved (someone who never answered
 * and whose switch was not touched is not sent, and stays "no answer").
 */
export type Answer = {
  id: string;
  rsvp: boolean;
  plate: string;
  dietary: string;
  touched: boolean;
  eventRsvps: Record<string, boolean>;
  answers: Record<string, QuestionAnswer>;
};
export type Answers = Record<string, Answer>;

export function answersFrom(guests: InvitationGuest[]): Answers {
  return Object.fromEntries(
    guests.map(({ id, rsvp, plate, dietary, eventRsvps, answers }) => [
      id,
      { id, rsvp, plate, dietary, touched: false, eventRsvps: { ...eventRsvps }, answers: { ...answers } },
    ]),
  );
}

/** Whether a person attends an event as the dialog stands ('wedding' or a further event). */
export function attends(answer: Answer, event: string): boolean {
  return event === WEDDING_EVENT ? answer.rsvp : answer.eventRsvps[event] === true;
}

/** The couple's questions this person is asked: those of the events they attend. */
export const questionsFor = (answer: Answer) => QUESTIONS.filter((question) => attends(answer, question.event));

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The reminder for a guest who said yes without choosing a meal; it does not stop the save. */
export function mealReminder(
  guest: InvitationGuest,
  answer: Pick<Answer, 'rsvp' | 'plate'>,
  t: Messages,
  name = displayName(guest),
): string | null {
  return answer.rsvp && !answer.plate && needsMeal(guest.ageGroup) ? t.rsvp.mealReminder(name) : null;
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

/**
 * What Save sends, in the invitation's order: the wedding answer of each person who answered before or whose
 * switch was touched (a 'no' carries no meal and no note), the event answers that changed, and the changed
 * answers to the questions of events they attend. A person with nothing to send is left out.
 */
export function answersToSave(guests: InvitationGuest[], answers: Answers): RsvpAnswer[] {
  return guests.flatMap((guest) => {
    const answer = answers[guest.id]!;
    const row: RsvpAnswer = { id: guest.id };
    if (answer.touched || guest.responded || guest.rsvp) {
      Object.assign(
        row,
        answer.rsvp
          ? { rsvp: true, plate: answer.plate, dietary: answer.dietary.trim() }
          : { rsvp: false, plate: '', dietary: '' },
      );
    }
    const events = Object.fromEntries(
      Object.entries(answer.eventRsvps).filter(([id, value]) => guest.eventRsvps[id] !== value),
    );
    if (Object.keys(events).length) row.eventRsvps = events;
    const asked = questionsFor(answer).map((question) => question.id);
    const changed = Object.fromEntries(
      Object.entries(answer.answers).filter(([id, value]) => asked.includes(id) && !same(guest.answers[id], value)),
    );
    if (Object.keys(changed).length) row.answers = changed;
    return Object.keys(row).length > 1 ? [row] : [];
  });
}

/** A save that would leave everyone on the invitation declining the wedding, where someone says no now. */
export function declinesEveryone(guests: InvitationGuest[], rows: RsvpAnswer[]): boolean {
  const sent = new Map(rows.map((row) => [row.id, row]));
  const alreadyDeclined = (id: string) => guests.some((guest) => guest.id === id && guest.responded && !guest.rsvp);
  const saysNoNow = rows.some((row) => row.rsvp === false && !alreadyDeclined(row.id));
  return saysNoNow && guests.every((guest) => (sent.get(guest.id)?.rsvp ?? guest.rsvp) === false);
}
