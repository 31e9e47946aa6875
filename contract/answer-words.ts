import { eventById, questionById, type Catalog } from './events';

/**
 * A person's answers changing, in words, the same in the couple's alert emails, the daily digest and the
 * console's History view: "no answer → not attending", "Will you take the hotel shuttle? no answer → yes".
 * Never a stored value (`true`, a meal's id) or a field name. Events, meals and questions read by the names
 * of the site's catalog (the couple's latest saves); one since removed from it reads as its id.
 */

/** A history entry's changes: each changed field as [before, after]. */
export type AnswerChanges = Record<string, [unknown, unknown]>;

export const NO_ANSWER = 'no answer';
const NO_MEAL = 'no meal';
const NO_NOTE = 'no note';

/** The fields of a history entry that are answers (details, seats and messages are not). */
export const ANSWER_FIELDS = ['rsvp', 'plate', 'dietary', 'eventRsvps', 'answers'] as const;

/** Coming or not, as a person says it. */
export const attendanceWords = (value: unknown) =>
  value === true ? 'attending' : value === false ? 'not attending' : NO_ANSWER;

/** An answer to one of the couple's questions: yes or no, the option, number or text. */
export function questionAnswerWords(value: unknown): string {
  if (value === undefined || value === null || value === '') return NO_ANSWER;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export const mealWords = (plate: unknown, catalog: Catalog) => {
  if (!plate || plate === 'none') return NO_MEAL;
  return catalog.meals.find((meal) => meal.id === plate)?.name ?? 'a meal no longer on the menu';
};

const noteWords = (note: unknown) => (typeof note === 'string' && note.trim() ? `"${note.trim()}"` : NO_NOTE);

/** 'Welcome dinner: ' or, for a label with its own punctuation, 'Will you take the hotel shuttle? '. */
const labelled = (name: string) => `${name}${/[?:!]$/.test(name) ? '' : ':'} `;

const answerMap = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** One line per event or question answer that changed, by its name. */
function perItem(
  before: unknown,
  after: unknown,
  nameOf: (id: string) => string,
  words: (value: unknown) => string,
): string[] {
  const [was, is] = [answerMap(before), answerMap(after)];
  return [...new Set([...Object.keys(was), ...Object.keys(is)])]
    .filter((id) => JSON.stringify(was[id] ?? null) !== JSON.stringify(is[id] ?? null))
    .map((id) => `${labelled(nameOf(id))}${words(was[id])} → ${words(is[id])}`);
}

/**
 * Whether the entry records the person's first answer: the site's doors mark it `responded`, the console and
 * the import stamp `respondedAt` where there was none.
 */
export function isFirstAnswer(changes: AnswerChanges): boolean {
  const responded = changes.responded;
  const respondedAt = changes.respondedAt;
  return (
    (responded !== undefined && responded[1] === true) ||
    (respondedAt !== undefined && !respondedAt[0] && !!respondedAt[1])
  );
}

/**
 * The wedding answer an entry records, as "before → after", or null when it records none. A first answer
 * reads "no answer" before, whatever was stored; a first answer that left `rsvp` as it was (a decline by
 * someone who had never answered) reads "no answer → not attending".
 */
export function weddingAnswerWords(changes: AnswerChanges): string | null {
  const first = isFirstAnswer(changes);
  const pair = changes.rsvp;
  if (!pair && !first) return null;
  // Without `rsvp` in the entry it kept its value: a meal or note kept means coming (a decline clears both).
  const after = pair ? pair[1] : Boolean(changes.plate?.[1] || changes.dietary?.[1]);
  const before = first ? NO_ANSWER : attendanceWords(pair![0]);
  return `${before} → ${attendanceWords(after === true)}`;
}

/** The other answers an entry changes (meal, note, events, questions), one line each, by name. */
export function otherAnswerLines(changes: AnswerChanges, catalog: Catalog): string[] {
  const lines: string[] = [];
  const line = (name: string, [before, after]: [unknown, unknown], words: (value: unknown) => string) => {
    if (words(before) !== words(after)) lines.push(`${name}: ${words(before)} → ${words(after)}`);
  };
  if (changes.plate) line('Meal', changes.plate, (plate) => mealWords(plate, catalog));
  if (changes.dietary) line('Dietary note', changes.dietary, noteWords);
  if (changes.eventRsvps)
    lines.push(...perItem(...changes.eventRsvps, (id) => eventById(catalog, id)?.name ?? id, attendanceWords));
  if (changes.answers)
    lines.push(...perItem(...changes.answers, (id) => questionById(catalog, id)?.label ?? id, questionAnswerWords));
  return lines;
}

/**
 * Every answer an entry changes, one line each: "Wedding: no answer → not attending" first, then the
 * others. Empty when the entry changes no answer. `person` names the wedding line instead ("Walter Harper:
 * no answer → not attending").
 */
export function answerChangeLines(changes: AnswerChanges, catalog: Catalog, person = 'Wedding'): string[] {
  const wedding = weddingAnswerWords(changes);
  return [...(wedding ? [`${person}: ${wedding}`] : []), ...otherAnswerLines(changes, catalog)];
}

/** Whether an entry changes any answer (a new guest added with no answer changes none). */
export const changesAnswers = (changes: AnswerChanges, catalog: Catalog, action?: string) =>
  action !== 'created' && action !== 'deleted'
    ? answerChangeLines(changes, catalog).length > 0
    : isFirstAnswer(changes) && answerChangeLines(changes, catalog).length > 0;
