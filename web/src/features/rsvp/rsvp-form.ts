import { needsMeal, WEDDING_EVENT, type Answer as QuestionAnswer, type Catalog } from '@contract/events';
import { displayName } from '@contract/people';
import { LIMITS } from '@contract/options';
import { hasControlCharacters } from '@contract/plain-text';
import type { Messages } from '../../i18n/en';
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
function attends(answer: Answer, event: string): boolean {
  return event === WEDDING_EVENT ? answer.rsvp : answer.eventRsvps[event] === true;
}

/**
 * The couple's questions this person is asked: those of the events they attend; with `event`, only those asked
 * at that event ('wedding' or a further event), which the dialog shows in that event's part.
 */
export const questionsFor = (answer: Answer, catalog: Catalog, event?: string) =>
  catalog.questions.filter(
    (question) => attends(answer, question.event) && (event === undefined || question.event === event),
  );

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
export function answersToSave(guests: InvitationGuest[], answers: Answers, catalog: Catalog): RsvpAnswer[] {
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
    const asked = questionsFor(answer, catalog).map((question) => question.id);
    const changed = Object.fromEntries(
      Object.entries(answer.answers).filter(([id, value]) => asked.includes(id) && !same(guest.answers[id], value)),
    );
    if (Object.keys(changed).length) row.answers = changed;
    return Object.keys(row).length > 1 ? [row] : [];
  });
}

/**
 * A save that would leave everyone on the invitation declining the wedding, where someone says no now (a person
 * with no answer who is left untouched does not count as declining).
 */
export function declinesEveryone(guests: InvitationGuest[], rows: RsvpAnswer[]): boolean {
  const sent = new Map(rows.map((row) => [row.id, row]));
  const alreadyDeclined = (id: string) => guests.some((guest) => guest.id === id && guest.responded && !guest.rsvp);
  const saysNoNow = rows.some((row) => row.rsvp === false && !alreadyDeclined(row.id));
  // A person left untouched with no answer is not a "no": declining oneself alone asks nothing.
  const declines = (guest: InvitationGuest) => {
    const row = sent.get(guest.id);
    return row?.rsvp !== undefined ? row.rsvp === false : guest.responded && !guest.rsvp;
  };
  return saysNoNow && guests.every(declines);
}

/** The attending people still to choose a meal, in the invitation's order (infants need none). */
export const stillToChooseMeal = (guests: InvitationGuest[], answers: Answers) =>
  guests.filter((guest) => {
    const answer = answers[guest.id];
    return answer !== undefined && answer.rsvp && !answer.plate && guest.ageGroup !== 'infant';
  });

/** The further events on the invitation, in the wedding's order, with whether anyone is still marked attending. */
export function eventsOnInvitation(guests: InvitationGuest[], answers: Answers, order: readonly string[]) {
  return order
    .filter((event) => guests.some((guest) => guest.events.includes(event)))
    .map((event) => ({
      event,
      attended: guests.some((guest) => guest.events.includes(event) && answers[guest.id]?.eventRsvps[event] === true),
    }));
}

/**
 * "Nobody is attending": every person invited to a further event declines it too, except the events in `keep`
 * (the guest chose to stay on those).
 */
export function declineEvents(guests: InvitationGuest[], answers: Answers, keep: readonly string[]): Answers {
  return Object.fromEntries(
    Object.entries(answers).map(([id, answer]) => {
      const guest = guests.find((one) => one.id === id);
      const declined = (guest?.events ?? []).filter((event) => !keep.includes(event));
      const eventRsvps = { ...answer.eventRsvps, ...Object.fromEntries(declined.map((event) => [event, false])) };
      return [id, { ...answer, eventRsvps }];
    }),
  );
}

/** A companion added in the dialog and not stored yet: the server stores it only when Save is pressed. */
const PENDING_PREFIX = 'pending-companion-';
export const isPending = (id: string) => id.startsWith(PENDING_PREFIX);

/** The person a pending companion will be: an adult with no name, invited to the host's events. */
export function pendingCompanion(host: InvitationGuest, index: number): InvitationGuest {
  return {
    id: `${PENDING_PREFIX}${index}`,
    first: '',
    last: '',
    rsvp: false,
    plate: '',
    dietary: '',
    responded: false,
    events: [...host.events],
    eventRsvps: {},
    ageGroup: 'adult',
    plusOnes: 0,
    companionOf: host.id,
    answers: {},
  };
}

/** The id the server gave a companion just stored: the host's companion in `after` that was not in `before`. */
export function newCompanionId(before: InvitationGuest[], after: InvitationGuest[], hostId: string): string | null {
  const known = new Set(before.map((guest) => guest.id));
  return after.find((guest) => guest.companionOf === hostId && !known.has(guest.id))?.id ?? null;
}
