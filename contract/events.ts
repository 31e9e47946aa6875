// Further events, age groups, meals by age and the couple's questions: the site's catalog. A new site's is
// as wedding.config.ts has it; a site's is read from site/content with it (the server on each request that
// needs it, the guest page with its invitation, the console with its content) and passed to every rule that
// reads it, never kept here, so an event, meal or question added in the console is one guests can answer
// with no deploy, and two catalogs never meet. No zod here: the guest pages import these.
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
  /** Hidden in the console: guests no longer see it; answers given stay valid. */
  hidden?: boolean;
  /** Its Spanish name, once site/content was read (else the file's `spanish`). */
  spanishName?: string;
  /** Set on every event once the couple moved one in the Wedding tab: their order is kept from then on. */
  moved?: boolean;
};

/**
 * THE order of the events, wherever they are listed: by start time (the same start keeps the saved order),
 * unless the couple moved one in the Wedding tab's Schedule, after which the Schedule's saved order is kept.
 */
export function eventsInOrder<E extends { startsAt: string; moved?: boolean }>(events: readonly E[]): E[] {
  if (events.some((event) => event.moved === true)) return [...events];
  return [...events].sort((a, b) => (a.startsAt < b.startsAt ? -1 : a.startsAt > b.startsAt ? 1 : 0));
}

/** The Schedule after the couple moved an event: every event marked, so their order is kept everywhere. */
export const markedMoved = <E extends object>(events: readonly E[]): (E & { moved: true })[] =>
  events.map((event) => ({ ...event, moved: true as const }));

export const AGE_GROUPS = ['adult', 'child', 'infant'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];
/** Who may choose a meal: an infant needs none. */
export const MEAL_AGES = ['adult', 'child'] as const;
export type MealAge = (typeof MEAL_AGES)[number];

type MealConfig = {
  id: string;
  name: string;
  sides: string;
  ages: readonly MealAge[];
  hidden?: boolean;
  /** Its Spanish name, once site/content was read (else the file's `spanish`). */
  spanishName?: string;
};

export const QUESTION_KINDS = ['yesno', 'choice', 'text', 'number'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
/** The largest number a 'number' question accepts when none is set. */
export const QUESTION_MAX_DEFAULT = 20;
export type QuestionConfig = {
  id: string;
  label: string;
  kind: QuestionKind;
  /** A 'choice' question's options, as answers store them (English). */
  options: readonly string[];
  /** 'wedding' or a further event's id. */
  event: string;
  /** The largest number a 'number' question accepts. */
  max: number;
  hidden?: boolean;
};

/** What guests can be invited to and answer: the events, meals and questions, English names. */
export type Catalog = {
  events: readonly EventConfig[];
  meals: readonly MealConfig[];
  questions: readonly QuestionConfig[];
};

/** The catalog as wedding.config.ts has it: a new site's, and any site's until site/content is read. */
export const FILE_CATALOG: Catalog = {
  events: eventsInOrder(wedding.events),
  meals: wedding.meals.map((meal) => ({
    id: meal.id,
    name: meal.name,
    sides: meal.sides,
    ages: 'ages' in meal ? meal.ages : ['adult'],
  })),
  questions: (
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
    max: question.max ?? QUESTION_MAX_DEFAULT,
  })),
};

type Localized = { en: string; es: string };
/** The parts of site/content the catalog reads (contract/site-content.ts has the whole shape). */
type CatalogContent = {
  events: readonly (Omit<EventConfig, 'name' | 'hidden'> & { name: Localized; hidden: boolean; moved?: boolean })[];
  meals: readonly { id: string; name: Localized; sides: Localized; ages: readonly MealAge[]; hidden: boolean }[];
  questions: readonly {
    id: string;
    label: Localized;
    kind: QuestionKind;
    options: readonly Localized[];
    event: string;
    max: number;
    hidden: boolean;
  }[];
};

/** The catalog site/content describes, by its English names. */
export const catalogOf = (content: CatalogContent): Catalog => ({
  events: eventsInOrder(content.events).map((event) => ({
    ...event,
    name: event.name.en,
    spanishName: event.name.es || event.name.en,
  })),
  meals: content.meals.map((meal) => ({
    ...meal,
    name: meal.name.en,
    sides: meal.sides.en,
    spanishName: meal.name.es || meal.name.en,
  })),
  questions: content.questions.map((question) => ({
    ...question,
    label: question.label.en,
    options: question.options.map((option) => option.en),
  })),
});

export const eventIds = (catalog: Catalog): readonly string[] => catalog.events.map((event) => event.id);
export const eventById = (catalog: Catalog, id: string) => catalog.events.find((event) => event.id === id);
export const mealIds = (catalog: Catalog): readonly string[] => catalog.meals.map((meal) => meal.id);
export const questionById = (catalog: Catalog, id: string) => catalog.questions.find((question) => question.id === id);

/** THE kids' meal rule: an infant needs no meal; a child and an adult choose from the meals for their age. */
export const needsMeal = (ageGroup: AgeGroup) => ageGroup !== 'infant';
/** The meals a person of this age group may have: none for an infant (hidden ones included: answers stay valid). */
export const mealsFor = (ageGroup: AgeGroup, catalog: Catalog): MealConfig[] =>
  needsMeal(ageGroup) ? catalog.meals.filter((meal) => meal.ages.includes(ageGroup as MealAge)) : [];
export const isMealFor = (plate: string, ageGroup: AgeGroup, catalog: Catalog) =>
  plate === '' || mealsFor(ageGroup, catalog).some((meal) => meal.id === plate);

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
export function readAudienceFilter(audience: string, catalog: Catalog): AudienceFilter | string {
  const [kind, id = '', ...rest] = audience.split(':');
  const value = rest.join(':');
  if (kind === 'event') {
    if (id !== WEDDING_EVENT && !eventIds(catalog).includes(id)) {
      return `The audience '${audience}' names no event: events are ${[WEDDING_EVENT, ...eventIds(catalog)].join(', ')}.`;
    }
    const state = EVENT_AUDIENCE_STATES.find((candidate) => candidate === value);
    if (!state) return `The audience '${audience}' must end in ${EVENT_AUDIENCE_STATES.join(', ')}.`;
    return { kind: 'event', event: id, state };
  }
  const question = questionById(catalog, id);
  if (!question)
    return `The audience '${audience}' names no question: questions are ${catalog.questions
      .map((q) => q.id)
      .join(', ')}.`;
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
