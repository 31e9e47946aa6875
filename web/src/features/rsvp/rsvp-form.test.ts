// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import type { InvitationGuest } from './api/get-invitation';
import {
  answersFrom,
  answersToSave as saveIn,
  declinesEveryone,
  dietaryProblem,
  hasDietaryProblem,
  mealReminder,
} from './rsvp-form';
import { isClosed, statusOf } from './rsvp-status';
import { FILE_CATALOG } from '@contract/events';

// The questions as wedding.config.ts has them (a new site's).
const answersToSave = (guests: InvitationGuest[], answers: Parameters<typeof saveIn>[1]) =>
  saveIn(guests, answers, FILE_CATALOG);

/** A person with no further events, an adult, no plus-ones and no answers. */
const plain = { events: [], eventRsvps: {}, ageGroup: 'adult' as const, plusOnes: 0, companionOf: null, answers: {} };

const margaret: InvitationGuest = {
  id: 'm',
  first: 'Margaret',
  last: 'Harper',
  rsvp: false,
  plate: '',
  dietary: '',
  responded: false,
  ...plain,
};
const walter: InvitationGuest = {
  id: 'w',
  first: 'Walter',
  last: 'Harper',
  rsvp: true,
  plate: 'plate2',
  dietary: 'No nuts',
  responded: true,
  ...plain,
};

const answerOf = (guest: InvitationGuest) => answersFrom([guest])[guest.id]!;

describe('rsvp form', () => {
  it('starts from the saved answers and notes', () => {
    expect(answersFrom([margaret, walter])).toEqual({
      m: { id: 'm', rsvp: false, plate: '', dietary: '', touched: false, eventRsvps: {}, answers: {} },
      w: { id: 'w', rsvp: true, plate: 'plate2', dietary: 'No nuts', touched: false, eventRsvps: {}, answers: {} },
    });
  });

  it('reminds a guest who said yes to choose a meal, and nobody else (an infant needs none)', () => {
    const answer = (rsvp: boolean, plate: string) => ({ rsvp, plate });
    expect(mealReminder(margaret, answer(true, ''), en)).toBe('Margaret Harper must select a meal to proceed');
    expect(mealReminder(margaret, answer(true, 'plate1'), en)).toBeNull();
    expect(mealReminder(margaret, answer(false, ''), en)).toBeNull();
    expect(mealReminder({ ...margaret, ageGroup: 'infant' }, answer(true, ''), en)).toBeNull();
  });

  it('saves one answer per guest in the invitation order, dropping the meal and note of a no', () => {
    const answers = {
      w: { ...answerOf(walter), rsvp: false },
      m: { ...answerOf(margaret), rsvp: true, plate: 'plate1', dietary: '  Vegetarian ', touched: true },
    };
    expect(answersToSave([margaret, walter], answers)).toEqual([
      { id: 'm', rsvp: true, plate: 'plate1', dietary: 'Vegetarian' },
      { id: 'w', rsvp: false, plate: '', dietary: '' },
    ]);
  });

  it('leaves out a person who never answered and whose switch was not touched: they stay "no answer"', () => {
    const answers = { m: answerOf(margaret), w: answerOf(walter) };
    expect(answersToSave([margaret, walter], answers)).toEqual([
      { id: 'w', rsvp: true, plate: 'plate2', dietary: 'No nuts' },
    ]);
    expect(answersToSave([margaret], { m: answerOf(margaret) })).toEqual([]);
    expect(answersToSave([margaret], { m: { ...answerOf(margaret), touched: true } })).toEqual([
      { id: 'm', rsvp: false, plate: '', dietary: '' },
    ]);
  });

  it('sends the event answers and question answers that changed, only for events attended', () => {
    const rosa = {
      ...margaret,
      id: 'r',
      events: ['welcome'],
      eventRsvps: { welcome: true },
      answers: { shuttle: true },
    };
    const answer = { ...answerOf(rosa), eventRsvps: { welcome: true }, answers: { shuttle: false, song: 'Hey Jude' } };
    // Not attending the wedding: the wedding's questions are not sent.
    expect(answersToSave([rosa], { r: answer })).toEqual([]);
    expect(
      answersToSave([rosa], { r: { ...answer, rsvp: true, touched: true, eventRsvps: { welcome: false } } }),
    ).toEqual([
      {
        id: 'r',
        rsvp: true,
        plate: '',
        dietary: '',
        eventRsvps: { welcome: false },
        answers: { shuttle: false, song: 'Hey Jude' },
      },
    ]);
  });

  it('asks to confirm only a save that leaves everyone declining, with someone saying no now', () => {
    const no = (id: string) => ({ id, rsvp: false, plate: '', dietary: '' });
    expect(declinesEveryone([margaret, walter], [no('m'), no('w')])).toBe(true);
    expect(declinesEveryone([margaret, walter], [no('m')])).toBe(false);
    const declined = { ...walter, rsvp: false, responded: true };
    expect(declinesEveryone([declined], [no('w')])).toBe(false);
    // Section 28: declining oneself while a relative has not answered yet asks nothing.
    const unanswered = { ...walter, rsvp: false, plate: '', responded: false };
    expect(declinesEveryone([margaret, unanswered], [no('m')])).toBe(false);
    expect(declinesEveryone([margaret, declined], [no('m')])).toBe(true);
  });
});

describe('dietary notes', () => {
  it('accepts up to 200 characters and says how many a longer note has', () => {
    expect(dietaryProblem('x'.repeat(200), en)).toBeNull();
    expect(dietaryProblem('x'.repeat(213), en)).toBe(
      'The note can be at most 200 characters; it has 213. Please shorten it.',
    );
  });

  it('refuses tabs, line breaks and other control characters', () => {
    for (const note of ['No\tnuts', 'No nuts\nNo dairy', 'bell\u0007']) {
      expect(dietaryProblem(note, en)).toBe(
        'The note cannot contain tabs, line breaks or other control characters. Please remove them.',
      );
    }
  });

  it("holds the save only for an attending guest's bad note (a no sends no note)", () => {
    const long = 'x'.repeat(201);
    expect(hasDietaryProblem([{ ...answerOf(margaret), rsvp: true, dietary: long }], en)).toBe(true);
    expect(hasDietaryProblem([{ ...answerOf(margaret), rsvp: false, dietary: long }], en)).toBe(false);
  });
});

describe('where a guest stands', () => {
  it('is attending with rsvp on, whatever respondedAt says; declined only once answered', () => {
    expect(statusOf({ ...margaret, rsvp: true, responded: false, ...plain })).toBe('attending');
    expect(statusOf({ ...margaret, rsvp: false, responded: true, ...plain })).toBe('notAttending');
    expect(statusOf(margaret)).toBe('noAnswer');
  });
});

describe('the RSVP deadline', () => {
  const at = (iso: string | null, rsvpClosed = false) => ({ rsvpClosesAt: iso, rsvpClosed, seatingPublished: false });

  it('is open without a deadline and before it, closed after it or when the server says so', () => {
    const now = Date.parse('2025-08-31T12:00:00Z');
    expect(isClosed(at(null), now)).toBe(false);
    expect(isClosed(at('2025-09-01T03:59:00.000Z'), now)).toBe(false);
    expect(isClosed(at('2025-08-31T11:00:00.000Z'), now)).toBe(true);
    expect(isClosed(at('2025-09-01T03:59:00.000Z', true), now)).toBe(true);
  });
});
