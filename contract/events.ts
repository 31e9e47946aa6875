// Further events, age groups, meals by age and the couple's questions, from the config. No zod here:
// the guest pages import these.
import { displayName, guestOf } from './people';
import { wedding } from '@config';
import { hasControlCharacters } from './plain-text';

/** The wedding itself, as APIs name it beside the config's further events. */
export const WEDDING_EVENT = 'wedding';

type EventConfig = {
  id: string;
  name: string;
  startsAt: string;
  endsAt: string;
  venueName: string;
  venueAddress: string;
};
export const EVENTS: readonly EventConfig[] = wedding.events;
export const EVENT_IDS: readonly string[] = EVENTS.map((event) => event.id);
export const eventById = (id: string) => EVENTS.find((event) => event.id === id);

export const AGE_GROUPS = ['adult', 'child', 'infant'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

type MealConfig = { id: string; name: string; sides: string; ages: readonly ('adult' | 'child')[] };
export const MEALS: readonly MealConfig[] = wedding.meals.map((meal) => ({
  id: meal.id,
  name: meal.name,
  sides: meal.sides,
  ages: 'ages' in meal ? meal.ages : ['adult'],
}));

/** The meals a person of this age group chooses from: none for an infant. */
/** THE kids' meal rule: an infant needs no meal; a child and an adult choose from the meals for their age. */
export const needsMeal = (ageGroup: AgeGroup) => ageGroup !== 'infant';
export const mealsFor = (ageGroup: AgeGroup): MealConfig[] =>
  needsMeal(ageGroup) ? MEALS.filter((meal) => meal.ages.includes(ageGroup)) : [];
export const isMealFor = (plate: string, ageGroup: AgeGroup) =>
  plate === '' || mealsFor(ageGroup).some((meal) => meal.id === plate);

export type QuestionKind = 'yesno' | 'choice' | 'text' | 'number';
export type QuestionConfig = {
  id: string;
  label: string;
  kind: QuestionKind;
  options: readonly string[];
  /** 'wedding' or a further event's id. */
  event: string;
  /** The largest number a 'number' question accepts. */
  max: number;
};
export const QUESTIONS: readonly QuestionConfig[] = (
  wedding.questions as readonly {
    id: string;
    label: string;
    kind: QuestionKind;
    options?: readonly string[];
    event?: string;
    max?: number;
  }[]
).map((question) => ({
  id: question.id,
  label: question.label,
  kind: question.kind,
  options: question.options ?? [],
  event: question.event ?? WEDDING_EVENT,
  max: question.max ?? 20,
}));
export const questionById = (id: string) => QUESTIONS.find((question) => question.id === id);

export const PLUS_ONES_MAX = 5;
export const ANSWER_TEXT_MAX = 200;
export type Answer = boolean | string | number;

/**
 * Whether `value` is an answer of the question's kind, or why not (a sentence naming the question).
 * Text is plain (no control characters) and at most 200 characters. An empty string, for any kind, takes
 * the answer back (a number field emptied again): the stored answer is removed, nothing is invented.
 */
export function answerProblem(question: QuestionConfig, value: unknown): string | null {
  if (value === '') return null;
  const named = `The answer to "${question.label}" (${question.id})`;
  switch (question.kind) {
    case 'yesno':
      return typeof value === 'boolean' ? null : `${named} must be yes or no (true or false).`;
    case 'choice':
      return typeof value === 'string' && question.options.includes(value)
        ? null
        : `${named} must be one of: ${question.options.join(', ')}.`;
    case 'number':
      return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= question.max
        ? null
        : `${named} must be a whole number from 0 to ${question.max}.`;
    case 'text':
      if (typeof value !== 'string') return `${named} must be text.`;
      if (value.length > ANSWER_TEXT_MAX) return `${named} can be at most ${ANSWER_TEXT_MAX} characters.`;
      return hasControlCharacters(value) ? `${named} cannot contain control characters.` : null;
  }
}

/** How an unnamed companion shows: "Guest of Grace Harper". */
export const companionLabel = (host: { first: string; last: string }) => guestOf(displayName(host));

const EVENT_AUDIENCE_STATES = ['invited', 'attending', 'declined', 'no-answer'] as const;
type EventAudienceState = (typeof EVENT_AUDIENCE_STATES)[number];
/** Bulk-text audiences beside the fixed ones: `event:<id>:<state>` and `answer:<questionId>:<value>`. */
type AudienceFilter =
  | { kind: 'event'; event: string; state: EventAudienceState }
  | { kind: 'answer'; question: QuestionConfig; value: Answer };

/** Reads an event or answer audience, or says what is wrong with it (a sentence naming the audience). */
export function readAudienceFilter(audience: string): AudienceFilter | string {
  const [kind, id = '', ...rest] = audience.split(':');
  const value = rest.join(':');
  if (kind === 'event') {
    if (id !== WEDDING_EVENT && !EVENT_IDS.includes(id)) {
      return `The audience '${audience}' names no event: events are ${[WEDDING_EVENT, ...EVENT_IDS].join(', ')}.`;
    }
    const state = EVENT_AUDIENCE_STATES.find((candidate) => candidate === value);
    if (!state) return `The audience '${audience}' must end in ${EVENT_AUDIENCE_STATES.join(', ')}.`;
    return { kind: 'event', event: id, state };
  }
  const question = questionById(id);
  if (!question)
    return `The audience '${audience}' names no question: questions are ${QUESTIONS.map((q) => q.id).join(', ')}.`;
  const answer: unknown =
    question.kind === 'yesno'
      ? value === 'yes'
        ? true
        : value === 'no'
          ? false
          : null
      : question.kind === 'number'
        ? Number(value)
        : value;
  if (value === '' || answerProblem(question, answer)) {
    const expected =
      question.kind === 'yesno' ? 'yes or no' : question.kind === 'choice' ? question.options.join(', ') : 'an answer';
    return `The audience '${audience}' must end in ${expected}.`;
  }
  return { kind: 'answer', question, value: answer as Answer };
}

export const isFilterAudience = (audience: string) => /^(event|answer):/.test(audience);
