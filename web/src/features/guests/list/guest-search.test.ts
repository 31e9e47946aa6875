// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FILE_CATALOG } from '@contract/events';
import { filterGuests as filterIn, toSearchable as searchableIn } from './guest-search';
import { aGuest } from '../testing/guests';

// The meals and questions as wedding.config.ts has them (a new site's).
const toSearchable = (list: Parameters<typeof searchableIn>[0]) => searchableIn(list, FILE_CATALOG);
const filterGuests = (list: Parameters<typeof filterIn>[0], query: string) => filterIn(list, query, FILE_CATALOG);

const guests = toSearchable([
  aGuest({ id: 'grace', first: 'Grace', last: 'Harper', rsvp: true, plate: 'plate2', table: 'sweet heart' }),
  aGuest({ id: 'walter', first: 'Walter', last: 'Harper', rsvp: false, plate: '', table: 'table 1' }),
  aGuest({ id: 'ngozi', first: 'Ngozi', last: 'Okafor', rsvp: true, plate: 'plate1', table: 'table 12' }),
  aGuest({ id: 'hana', first: 'Hana', last: 'Kim', rsvp: false, plate: '', table: '' }),
]);
const ids = (query: string) => filterGuests(guests, query).map((guest) => guest.id);

describe('filterGuests', () => {
  it('shows everyone for an empty or blank search', () => {
    expect(ids('')).toEqual(['grace', 'walter', 'ngozi', 'hana']);
    expect(ids('   ')).toEqual(['grace', 'walter', 'ngozi', 'hana']);
  });

  it("shows only guests who RSVP'd for ':t'", () => {
    expect(ids(':t')).toEqual(['grace', 'ngozi']);
  });

  it("shows only guests who have not RSVP'd for ':f'", () => {
    expect(ids(':f')).toEqual(['walter', 'hana']);
  });

  it('matches first and last names whatever the case', () => {
    expect(ids('HARPER')).toEqual(['grace', 'walter']);
    expect(ids('ngo')).toEqual(['ngozi']);
  });

  it('matches a whole name typed with its space', () => {
    expect(ids('grace har')).toEqual(['grace']);
  });

  it('matches the plate, by id or by meal', () => {
    expect(ids('plate2')).toEqual(['grace']);
    expect(ids('salmon')).toEqual(['grace']);
  });

  it('matches the table, so table 1 also finds table 12', () => {
    expect(ids('table 1')).toEqual(['walter', 'ngozi']);
    expect(ids('Sweet')).toEqual(['grace']);
  });

  it('does not match across two fields', () => {
    expect(ids('harperplate2')).toEqual([]);
  });

  it('treats :t inside other text as plain text', () => {
    expect(ids('a:t')).toEqual([]);
  });

  describe('by event and by answer', () => {
    const invited = toSearchable([
      aGuest({
        id: 'rosa',
        rsvp: true,
        events: ['welcome'],
        eventRsvps: { welcome: true },
        answers: { shuttle: true, song: 'Hey Jude' },
      }),
      aGuest({
        id: 'luis',
        rsvp: true,
        events: ['welcome'],
        eventRsvps: { welcome: false },
        answers: { shuttle: false },
      }),
      // Declined the wedding: an old answer is not an attending answer (section 28).
      aGuest({ id: 'dee', rsvp: false, answers: { shuttle: true, song: 'Hey Jude' } }),
      aGuest({ id: 'ana', events: ['welcome', 'brunch'] }),
      aGuest({ id: 'tom' }),
    ]);
    const of = (query: string) => filterGuests(invited, query).map((guest) => guest.id);

    it('keeps those invited to an event, or by their answer to it', () => {
      expect(of('event:welcome')).toEqual(['rosa', 'luis', 'ana']);
      expect(of('event:welcome:attending')).toEqual(['rosa']);
      expect(of('event:welcome:declined')).toEqual(['luis']);
      expect(of('event:welcome:no-answer')).toEqual(['ana']);
      expect(of('event:brunch')).toEqual(['ana']);
    });

    it('keeps those attending who gave an answer, as the Overview counts them', () => {
      expect(of('answer:shuttle:yes')).toEqual(['rosa']);
      expect(of('answer:shuttle:no')).toEqual(['luis']);
      expect(of('answer:song:hey jude')).toEqual(['rosa']);
    });
  });
});
