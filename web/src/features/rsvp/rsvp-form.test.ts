import { describe, expect, it } from 'vitest';
import { en } from '../../lib/i18n/en';
import {
  answersFrom,
  answersToSave,
  dietaryProblem,
  hasDietaryProblem,
  isClosed,
  mealReminder,
  statusOf,
} from './rsvp-form';

const margaret = { id: 'm', first: 'Margaret', last: 'Harper', rsvp: false, plate: '', dietary: '', responded: false };
const walter = {
  id: 'w',
  first: 'Walter',
  last: 'Harper',
  rsvp: true,
  plate: 'plate2',
  dietary: 'No nuts',
  responded: true,
};

describe('rsvp form', () => {
  it('starts from the saved answers and notes', () => {
    expect(answersFrom([margaret, walter])).toEqual({
      m: { id: 'm', rsvp: false, plate: '', dietary: '' },
      w: { id: 'w', rsvp: true, plate: 'plate2', dietary: 'No nuts' },
    });
  });

  it('reminds a guest who said yes to choose a meal, and nobody else', () => {
    const answer = (rsvp: boolean, plate: string) => ({ id: 'm', rsvp, plate, dietary: '' });
    expect(mealReminder(margaret, answer(true, ''), en)).toBe('Margaret Harper must select a meal to proceed');
    expect(mealReminder(margaret, answer(true, 'plate1'), en)).toBeNull();
    expect(mealReminder(margaret, answer(false, ''), en)).toBeNull();
  });

  it('saves one answer per guest in the invitation order, dropping the meal and note of a no', () => {
    const answers = {
      w: { id: 'w', rsvp: false, plate: 'plate2', dietary: 'No nuts' },
      m: { id: 'm', rsvp: true, plate: 'plate1', dietary: '  Vegetarian ' },
    };
    expect(answersToSave([margaret, walter], answers)).toEqual([
      { id: 'm', rsvp: true, plate: 'plate1', dietary: 'Vegetarian' },
      { id: 'w', rsvp: false, plate: '', dietary: '' },
    ]);
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
    expect(hasDietaryProblem([{ id: 'm', rsvp: true, plate: '', dietary: long }], en)).toBe(true);
    expect(hasDietaryProblem([{ id: 'm', rsvp: false, plate: '', dietary: long }], en)).toBe(false);
  });
});

describe('where a guest stands', () => {
  it('is attending with rsvp on, whatever respondedAt says; declined only once answered', () => {
    expect(statusOf({ ...margaret, rsvp: true, responded: false })).toBe('attending');
    expect(statusOf({ ...margaret, rsvp: false, responded: true })).toBe('notAttending');
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
