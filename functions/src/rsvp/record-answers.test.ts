import { guestDefaults } from '@contract/guest';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { FILE_CATALOG } from '@contract/events';
import { recordAnswers as recordIn } from './record-answers';

// The rules read the catalog wedding.config.ts describes (a new site's).
type Args = Parameters<typeof recordIn>;
const recordAnswers = (before: Args[0], answer: Args[1], door: Args[2], options?: Args[4]) =>
  recordIn(before, answer, door, FILE_CATALOG, options);

const now = Timestamp.fromMillis(1_800_000_000_000);
const earlier = Timestamp.fromMillis(1_700_000_000_000);
const coming = {
  ...guestDefaults,
  first: 'Ana',
  last: 'Ruiz',
  rsvp: true,
  plate: 'plate1',
  dietary: 'No nuts',
  respondedAt: earlier,
};
const neverAnswered = { ...guestDefaults, first: 'Ben', last: 'Ruiz' };

describe('recordAnswers: one rule for every door', () => {
  it.each(['web', 'sms', 'couple', 'import'] as const)('a decline through %s clears the meal and the note', (door) => {
    expect(recordAnswers(coming, { rsvp: false }, door, { now })).toEqual({
      rsvp: false,
      plate: '',
      dietary: '',
      respondedAt: now,
      answeredVia: door,
    });
  });

  it('a note sent with a decline is not kept either', () => {
    expect(recordAnswers(coming, { rsvp: false, dietary: 'Vegan' }, 'couple', { now })).toMatchObject({ dietary: '' });
  });

  it('a yes keeps the stored meal and note unless new ones are sent (trimmed)', () => {
    expect(recordAnswers(coming, { rsvp: true }, 'sms', { now })).toEqual({
      rsvp: true,
      respondedAt: now,
      answeredVia: 'sms',
    });
    expect(recordAnswers(coming, { rsvp: true, plate: 'plate2', dietary: ' Vegan ' }, 'web', { now })).toMatchObject({
      plate: 'plate2',
      dietary: 'Vegan',
    });
  });

  it('a note for someone who never answered is kept and does not make them answered', () => {
    expect(recordAnswers(neverAnswered, { dietary: 'Vegan' }, 'couple', { now })).toEqual({ dietary: 'Vegan' });
  });

  it('the couple changing the meal of someone coming is an answer; a details-only change is not', () => {
    expect(recordAnswers(coming, { plate: 'plate2' }, 'couple', { now })).toMatchObject({
      respondedAt: now,
      answeredVia: 'couple',
    });
    expect(recordAnswers(coming, {}, 'couple', { now })).toEqual({});
  });

  it('an import stamps an answer when it changes the rsvp or answers for someone who had not (a no is a decline)', () => {
    expect(recordAnswers(coming, { rsvp: true }, 'import', { now })).toEqual({ rsvp: true });
    expect(recordAnswers(neverAnswered, { rsvp: false }, 'import', { now })).toEqual({
      rsvp: false,
      respondedAt: now,
      answeredVia: 'import',
    });
    const declined = { ...neverAnswered, respondedAt: earlier };
    expect(recordAnswers(declined, { rsvp: false }, 'import', { now })).toEqual({ rsvp: false });
  });

  it('refuses a meal for another age group, in the words given', () => {
    expect(() => recordAnswers({ ...coming, ageGroup: 'infant' }, { plate: 'plate1' }, 'web')).toThrow(/infant/);
  });

  it('event and question answers add to the stored ones, except from the console, which sends them all', () => {
    const invited = { ...coming, events: ['welcome'], eventRsvps: { welcome: true } };
    expect(recordAnswers(invited, { eventRsvps: {} }, 'web', { now }).eventRsvps).toEqual({ welcome: true });
    expect(recordAnswers(invited, { eventRsvps: {} }, 'couple', { now }).eventRsvps).toEqual({});
  });
});
