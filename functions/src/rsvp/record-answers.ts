import type { AnswerDoor } from '@contract/guest';
import type { RsvpAnswer } from '@contract/invitation';
import type { Catalog } from '@contract/events';
import { Timestamp } from 'firebase-admin/firestore';
import type { Guest } from '../guests/guests';
import { wordsFor, type Words } from '../words';
import { checkAnswers, checkEventRsvps, checkPlate, mergeAnswers } from './answer-checks';

/** What a door can answer for one person: the wedding (rsvp, meal, note), further events, the questions. */
export type GivenAnswer = Pick<RsvpAnswer, 'rsvp' | 'plate' | 'dietary' | 'eventRsvps' | 'answers'>;

/** The fields an answer stores. */
type RecordedAnswer = Partial<
  Pick<Guest, 'rsvp' | 'plate' | 'dietary' | 'eventRsvps' | 'answers' | 'respondedAt' | 'answeredVia'>
>;

type Before = Pick<
  Guest,
  'first' | 'last' | 'ageGroup' | 'events' | 'rsvp' | 'plate' | 'dietary' | 'eventRsvps' | 'answers' | 'respondedAt'
>;

type Options = {
  /** The refusals' language: the guest's on the web, English for the couple and the import. */
  words?: Words['rsvp'];
  now?: Timestamp;
};

/**
 * THE RULE for recording a person's answers, whichever door they came through (the guest's page, a text
 * reply of 1 or 2, the couple's console or phone RSVP, a CSV import). Every door calls this; nothing else
 * decides what an answer stores. Refuses (as invalid, in `words`) a meal for another age group and answers for
 * events the person is not invited to, by the site's catalog (`catalog`). (A door may refuse more of what it is sent: the console and the
 * import refuse a meal sent with a 'no', which the guest's page drops.)
 *
 * - Attending (`rsvp` true): the meal sent, else the stored one; the note sent (trimmed), else the stored one.
 * - A decline (`rsvp` false sent, or a person who had already declined): NO meal and NO dietary note. The note
 *   is about food for someone who is coming; a person who is not coming keeps no health detail on the list
 *   (and the guest's page hides the note once they say no). Saying yes again starts with an empty note.
 * - Not answered yet (`rsvp` false, never answered, none sent): no meal; a note the couple adds is kept
 *   (it does not make the person "declined").
 * - Event answers and question answers are added to the stored ones (an empty text answer removes that
 *   answer); from the couple's console they replace them (the console sends the whole map and may clear one).
 * - `respondedAt` (now) and `answeredVia` (the door) are stamped when a person answers: whenever `rsvp` is
 *   sent, and when the couple changes the meal or note of someone who is coming. An import stamps them only
 *   when it changes the stored `rsvp` or says no for someone who had not answered (a decline); a file exported and imported back is not an answer (the export leaves `rsvp` empty for
 *   someone with no answer).
 */
export function recordAnswers(
  before: Before,
  answer: GivenAnswer,
  door: AnswerDoor,
  catalog: Catalog,
  { words = wordsFor('en').rsvp, now = Timestamp.now() }: Options = {},
): RecordedAnswer {
  const after: RecordedAnswer = {};
  const rsvp = answer.rsvp ?? before.rsvp;
  const declined = !rsvp && (answer.rsvp === false || before.respondedAt !== null);

  const plate = rsvp ? (answer.plate ?? before.plate) : '';
  if (answer.plate !== undefined) checkPlate(before, plate, catalog, words);
  if (answer.rsvp !== undefined) after.rsvp = answer.rsvp;
  if (plate !== before.plate || answer.plate !== undefined) after.plate = plate;
  const dietary = declined ? '' : (answer.dietary ?? before.dietary).trim();
  if (dietary !== before.dietary || answer.dietary !== undefined) after.dietary = dietary;

  const replace = door === 'couple';
  if (answer.eventRsvps) {
    checkEventRsvps(before, answer.eventRsvps, catalog, words);
    after.eventRsvps = replace ? answer.eventRsvps : { ...before.eventRsvps, ...answer.eventRsvps };
  }
  if (answer.answers) {
    checkAnswers(before, answer.answers, catalog, words);
    after.answers = replace ? answer.answers : mergeAnswers(before.answers, answer.answers);
  }

  const changed = (field: 'plate' | 'dietary') => answer[field] !== undefined && answer[field] !== before[field];
  const answered =
    door === 'import'
      ? answer.rsvp !== undefined && (answer.rsvp !== before.rsvp || (!answer.rsvp && before.respondedAt === null))
      : answer.rsvp !== undefined || (rsvp && (changed('plate') || changed('dietary')));
  if (answered) {
    after.respondedAt = now;
    after.answeredVia = door;
  }
  return after;
}

/** Whether `recorded` counts as the person's first answer (for the history's `responded` mark). */
export const firstAnswer = (before: Pick<Guest, 'respondedAt'>, recorded: RecordedAnswer) =>
  before.respondedAt === null && recorded.respondedAt !== undefined;
