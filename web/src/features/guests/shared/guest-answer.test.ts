// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { answerCounts, answerOf, byAnswer, freeSeats, seatHolders, sortGuests } from './guest-answer';
import { aGuest } from '../testing/guests';

const yes = aGuest({ id: 'yes', first: 'Ann', last: 'Zed', rsvp: true, table: 'table 2', tpos: '1' });
const declined = aGuest({
  id: 'declined',
  first: 'Bo',
  last: 'Young',
  rsvp: false,
  respondedAt: '2025-08-01T00:00:00.000Z',
  table: 'sweet heart',
  tpos: '3',
});
const silent = aGuest({ id: 'silent', first: 'Cy', last: 'Able', rsvp: false, respondedAt: null, table: '', tpos: '' });
const all = [yes, declined, silent];

describe('declined and no answer', () => {
  it('counts attending, declined and no answer apart', () => {
    expect(answerOf(yes)).toBe('attending');
    expect(answerOf(declined)).toBe('declined');
    expect(answerOf(silent)).toBe('no-answer');
    expect(answerCounts(all)).toEqual({ all: 3, attending: 1, declined: 1, 'no-answer': 1 });
    expect(byAnswer(all, 'declined')).toEqual([declined]);
    expect(byAnswer(all, 'no-answer')).toEqual([silent]);
  });

  it('counts a yes as attending even without an answer date (lists imported before it existed)', () => {
    expect(answerOf(aGuest({ rsvp: true, respondedAt: null }))).toBe('attending');
  });
});

describe('sorting', () => {
  it('sorts by last name, by table and seat (unseated last), and by answer', () => {
    expect(sortGuests(all, 'name').map((guest) => guest.id)).toEqual(['silent', 'declined', 'yes']);
    expect(sortGuests(all, 'seat').map((guest) => guest.id)).toEqual(['declined', 'yes', 'silent']);
    expect(sortGuests(all, 'answer').map((guest) => guest.id)).toEqual(['yes', 'declined', 'silent']);
    expect(sortGuests(all, 'list')).toBe(all);
  });
});

describe('seats', () => {
  it('knows who holds each seat and which seats of a table are free', () => {
    const holders = seatHolders(all);
    expect(holders.get('table 2\n1')).toBe(yes);
    expect(freeSeats('table 2', ['0', '1', '2'], holders)).toEqual(['0', '2']);
  });
});
