import { describe, expect, it } from 'vitest';
import {
  answerProblem,
  catalogOf,
  eventsInOrder,
  FILE_CATALOG,
  isMealFor,
  markedMoved,
  mealsFor,
  questionById,
  type QuestionConfig,
} from './events';
import { contentFromConfig } from './site-content-defaults';
import { answersSchema, plateSchema } from './guest';
import { arrivalQuestion } from './site-content.fixtures';
import { contentProblem, contentSectionSchemas, withStructure } from './site-content-schema';

const question = (kind: QuestionConfig['kind'], extra: Partial<QuestionConfig> = {}): QuestionConfig => ({
  id: 'q',
  label: 'Q',
  kind,
  options: [],
  event: 'wedding',
  max: 4,
  ...extra,
});

describe('answerProblem', () => {
  it('accepts an answer of each kind and names the question when the kind is wrong', () => {
    expect(answerProblem(question('yesno'), true)).toBeNull();
    expect(answerProblem(question('yesno'), 'yes')).toMatch(/"Q" \(q\) must be yes or no/);
    expect(answerProblem(question('choice', { options: ['Flan'] }), 'Flan')).toBeNull();
    expect(answerProblem(question('choice', { options: ['Flan'] }), 'Cake')).toMatch(/must be one of: Flan/);
    expect(answerProblem(question('number'), 4)).toBeNull();
    expect(answerProblem(question('number'), 5)).toMatch(/whole number from 0 to 4/);
    expect(answerProblem(question('number'), 1.5)).toMatch(/whole number/);
    expect(answerProblem(question('text'), 'a\nb')).toMatch(/control characters/);
  });

  it('takes an empty string, for every kind, as taking the answer back', () => {
    for (const kind of ['yesno', 'choice', 'text', 'number'] as const)
      expect(answerProblem(question(kind), '')).toBeNull();
  });
});

describe('the catalog is passed, never kept', () => {
  const content = contentFromConfig();
  const withMac = catalogOf({
    ...content,
    meals: [
      ...content.meals,
      {
        id: 'plate4',
        name: { en: 'Mac', es: 'Macarrones' },
        sides: { en: '', es: '' },
        ages: ['child'],
        hidden: false,
      },
    ],
    questions: [...content.questions, arrivalQuestion],
  });

  it('gives two catalogs in one process each their own answer, whichever was read last', () => {
    // The site's content read after the file's: the file's catalog still answers as the file says.
    expect(mealsFor('child', withMac).map((meal) => meal.id)).toEqual(['plate3', 'plate4']);
    expect(mealsFor('child', FILE_CATALOG).map((meal) => meal.id)).toEqual(['plate3']);
    expect(isMealFor('plate4', 'child', withMac)).toBe(true);
    expect(isMealFor('plate4', 'child', FILE_CATALOG)).toBe(false);
    expect(isMealFor('plate4', 'adult', withMac)).toBe(false);
    expect(withMac.meals.at(-1)).toMatchObject({ name: 'Mac', spanishName: 'Macarrones' });
    expect(questionById(withMac, 'arrival')).toMatchObject({
      label: 'How will you get there?',
      options: ['Car', 'Train'],
    });
    expect(answerProblem(questionById(withMac, 'arrival')!, 'Boat')).toMatch(/must be one of: Car, Train/);
    expect(questionById(FILE_CATALOG, 'arrival')).toBeUndefined();
    expect(mealsFor('child', FILE_CATALOG).map((meal) => meal.id)).toEqual(['plate3']);
  });

  it("checks a body's meal, events and answers against the catalog it is given", () => {
    const mac = plateSchema(withMac);
    const file = plateSchema(FILE_CATALOG);
    expect(mac.safeParse('plate4').success).toBe(true);
    expect(file.safeParse('plate4').success).toBe(false);
    expect(mac.safeParse('plate4').success).toBe(true);
    expect(answersSchema(withMac).safeParse({ arrival: 'Car' }).success).toBe(true);
    expect(answersSchema(FILE_CATALOG).safeParse({ arrival: 'Car' }).error?.issues[0]?.message).toBe(
      'There is no question "arrival" to answer.',
    );
  });

  it('holds no catalog of its own: every rule takes the one it reads', () => {
    const children = catalogOf({ ...content, meals: content.meals.map((meal) => ({ ...meal, ages: ['child'] })) });
    expect(mealsFor('adult', children)).toEqual([]);
    expect(mealsFor('adult', FILE_CATALOG).length).toBeGreaterThan(0);
    expect(mealsFor('infant', FILE_CATALOG)).toEqual([]);
  });
});

describe('withStructure', () => {
  const file = contentFromConfig();

  it("fills a meal's ages and a question's kind, options, event and max from the item with the same id", () => {
    const meals = file.meals.map(({ ages: _ages, ...meal }) => meal);
    expect(withStructure('meals', meals, file.meals)).toEqual(file.meals);
    const questions = file.questions.map(({ id, label, hidden }) => ({ id, label, hidden }));
    expect(withStructure('questions', questions, file.questions)).toEqual(file.questions);
  });

  it('leaves a new item as it came (the schema then names what is missing) and other sections alone', () => {
    const added = [{ id: 'new', label: { en: 'New', es: '' }, hidden: false }];
    expect(withStructure('questions', added, file.questions)).toEqual(added);
    const parsed = contentSectionSchemas.questions.safeParse(added);
    expect(parsed.success).toBe(false);
    expect(contentProblem('questions', parsed.error!)).toMatch(/^questions\.0\.kind /);
    expect(withStructure('faq', file.faq, [])).toBe(file.faq);
  });

  it('refuses a choice with fewer than two options, options on another kind, and an option twice', () => {
    const base = { ...file.questions[0]!, id: 'q' };
    const problem = (question: object) => {
      const parsed = contentSectionSchemas.questions.safeParse([question]);
      return parsed.success ? null : contentProblem('questions', parsed.error);
    };
    expect(problem({ ...base, kind: 'choice', options: [{ en: 'A', es: '' }] })).toMatch(/at least two options/);
    expect(problem({ ...base, kind: 'yesno', options: [{ en: 'A', es: '' }] })).toMatch(/only for a 'choice'/);
    const twice = [
      { en: 'A', es: '' },
      { en: 'A', es: 'B' },
    ];
    expect(problem({ ...base, kind: 'choice', options: twice })).toMatch(/^questions\.0\.options\.1 is listed twice/);
    expect(problem({ ...base, kind: 'choice', options: [twice[0], { en: 'B', es: '' }] })).toBeNull();
  });

  it("refuses an event whose id is the wedding's own", () => {
    const parsed = contentSectionSchemas.events.safeParse([{ ...file.events[0]!, id: 'wedding' }]);
    expect(parsed.success).toBe(false);
    expect(contentProblem('events', parsed.error!)).toMatch(/^events\.0\.id cannot be 'wedding'/);
  });
});

describe('eventsInOrder: events by start time unless the couple moved them', () => {
  const dinner = { id: 'dinner', startsAt: '2025-11-08T19:00' };
  const brunch = { id: 'brunch', startsAt: '2025-11-10T10:00' };
  const lunch = { id: 'lunch', startsAt: '2025-11-08T12:00' };

  it('sorts a list nobody moved by start time, the same start keeping its saved place', () => {
    const twin = { id: 'twin', startsAt: dinner.startsAt };
    expect(eventsInOrder([brunch, dinner, twin, lunch]).map((e) => e.id)).toEqual([
      'lunch',
      'dinner',
      'twin',
      'brunch',
    ]);
  });

  it("keeps the couple's order once they moved one", () => {
    const moved = markedMoved([brunch, dinner, lunch]);
    expect(eventsInOrder(moved).map((e) => e.id)).toEqual(['brunch', 'dinner', 'lunch']);
    expect(moved.every((event) => event.moved)).toBe(true);
  });

  it('gives the catalog the same order as every list reads it (site/content without moved: by time)', () => {
    const content = contentFromConfig();
    const reversed = { ...content, events: [...content.events].reverse() };
    expect(catalogOf(reversed).events.map((e) => e.id)).toEqual(content.events.map((e) => e.id));
    const moved = { ...content, events: markedMoved([...content.events].reverse()) };
    expect(catalogOf(moved).events.map((e) => e.id)).toEqual([...content.events].reverse().map((e) => e.id));
    expect(FILE_CATALOG.events.map((e) => e.startsAt)).toEqual([...FILE_CATALOG.events.map((e) => e.startsAt)].sort());
  });

  it('accepts a Schedule with or without moved', () => {
    const events = contentFromConfig().events;
    expect(contentSectionSchemas.events.safeParse(events).success).toBe(true);
    expect(contentSectionSchemas.events.safeParse(markedMoved(events)).success).toBe(true);
  });
});
