import { describe, expect, it } from 'vitest';
import {
  arrivalChange,
  dayArrivals,
  doorKeyMatches,
  doorList,
  findTable,
  hashDoorKey,
  newDoorKey,
  seatLines,
  venueOn,
  type DayPerson,
} from './day-rules';

const person = (fields: Partial<DayPerson>): DayPerson => ({
  id: 'margaret-harper',
  first: 'Margaret',
  last: 'Harper',
  invtId: 'inv-harper',
  rsvp: true,
  table: 'table 1',
  tpos: '0',
  disabled: false,
  companionOf: null,
  arrivedAt: null,
  ...fields,
});
const stamp = (iso: string) => ({ toMillis: () => Date.parse(iso), toDate: () => new Date(iso) });

describe('the door sign finds one attending, seated guest', () => {
  const listed = [
    person({}),
    person({ id: 'walter', first: 'Walter', tpos: '1' }),
    person({ id: 'kid', first: 'Chuy', last: 'Rivera', companionOf: 'carmen', table: 'table 2', tpos: '3' }),
    person({ id: 'ann', first: 'Ann', last: 'Lee', rsvp: false }),
    person({ id: 'anne', first: 'Anne', last: 'Lee', table: 'table 3', tpos: '4' }),
  ];

  it('reads a stored position 0 as seat 1, by a short form or one typo', () => {
    expect(findTable({ first: 'Maggie', last: 'harper' }, listed, true, 'en')).toEqual({
      found: true,
      first: 'Margaret',
      table: 'table 1',
      seat: '1',
      place: 'Table 1, seat 1',
    });
    expect(findTable({ first: 'Walter', last: 'Harpr' }, listed, true, 'es')).toMatchObject({
      seat: '2',
      place: 'Mesa 1, asiento 2',
    });
  });

  it('finds a companion by their own name', () => {
    expect(findTable({ first: 'chuy', last: 'RIVERA' }, listed, true, 'en')).toMatchObject({
      found: true,
      table: 'table 2',
      seat: '4',
    });
  });

  it('never shows a close name to a guest who is listed exactly but not attending', () => {
    expect(findTable({ first: 'Ann', last: 'Lee' }, listed, true, 'en')).toEqual({ found: false });
  });

  it('finds nobody before the seating is published, without a seat, or for a disabled guest', () => {
    expect(findTable({ first: 'Margaret', last: 'Harper' }, listed, false, 'en')).toEqual({ found: false });
    expect(findTable({ first: 'Margaret', last: 'Harper' }, [person({ tpos: '' })], true, 'en')).toEqual({
      found: false,
    });
    expect(findTable({ first: 'Margaret', last: 'Harper' }, [person({ disabled: true })], true, 'en')).toEqual({
      found: false,
    });
  });
});

describe('the door list and check-ins', () => {
  it('lists only the door fields', () => {
    const [guest] = doorList([
      { ...person({ arrivedAt: stamp('2026-06-13T20:00:00Z') }), ...{ phone: '+1305', dietary: 'nuts' } },
    ]);
    expect(guest).toEqual({
      id: 'margaret-harper',
      first: 'Margaret',
      last: 'Harper',
      invtId: 'inv-harper',
      table: 'table 1',
      seat: '1',
      rsvp: true,
      arrivedAt: '2026-06-13T20:00:00.000Z',
    });
  });

  it('changes nothing for a tap already recorded', () => {
    expect(arrivalChange(person({}), true)).toBe('arrive');
    expect(arrivalChange(person({ arrivedAt: stamp('2026-06-13T20:00:00Z') }), true)).toBeNull();
    expect(arrivalChange(person({ arrivedAt: stamp('2026-06-13T20:00:00Z') }), false)).toBe('leave');
    expect(arrivalChange(person({}), false)).toBeNull();
  });

  it('counts arrivals of attending guests per table, with who is not here yet', () => {
    const arrivals = dayArrivals(
      '2026-06-13',
      [
        person({ arrivedAt: stamp('2026-06-13T20:00:00Z') }),
        person({ id: 'walter', first: 'Walter', tpos: '1' }),
        person({ id: 'rosa', first: 'Rosa', table: '', tpos: '' }),
        person({ id: 'no', first: 'No', rsvp: false }),
      ],
      ['table 1', 'table 2'],
    );
    expect(arrivals).toEqual({
      date: '2026-06-13',
      arrived: 1,
      expected: 3,
      tables: [
        {
          table: 'table 1',
          arrived: 1,
          expected: 2,
          waiting: [{ id: 'walter', first: 'Walter', last: 'Harper', seat: '2' }],
        },
        { table: '', arrived: 0, expected: 1, waiting: [{ id: 'rosa', first: 'Rosa', last: 'Harper', seat: '' }] },
      ],
    });
  });
});

describe('the texts of the day', () => {
  it('lists the seats of everyone coming on an invitation', () => {
    const people = [
      person({}),
      person({ id: 'w', first: 'Walter', tpos: '1' }),
      person({ id: 'x', first: 'X', rsvp: false }),
    ];
    expect(seatLines(people, 'en')).toBe('Margaret Harper: Table 1, seat 1; Walter Harper: Table 1, seat 2');
    expect(seatLines([person({ tpos: '' })], 'en')).toBeNull();
  });

  it("finds the day's venue: the wedding's, or the further event of that day", () => {
    const wedding = {
      startsAt: '2026-06-13T15:00',
      venueName: 'Coral',
      venueAddress: '1 Main St',
      mapsUrl: 'https://maps/1',
    };
    const further = [
      {
        startsAt: '2026-06-12T19:00',
        endsAt: '2026-06-12T22:00',
        venueName: 'Palm',
        venueAddress: '2 Side St',
        hidden: false,
      },
    ];
    expect(venueOn('2026-06-13', '2026-06-13T12:00', wedding, further)).toBe(wedding);
    expect(venueOn('2026-06-12', '2026-06-12T12:00', wedding, further)).toEqual({
      ...further[0],
      mapsUrl: 'https://www.google.com/maps/search/?api=1&query=2%20Side%20St',
    });
    expect(venueOn('2026-06-11', '2026-06-11T12:00', wedding, further)).toBeNull();
  });
});

describe('door keys', () => {
  it('are 128 random bits, matched only by their hash', () => {
    const key = newDoorKey();
    expect(key).toMatch(/^[\w-]{22}$/);
    expect(doorKeyMatches(key, hashDoorKey(key))).toBe(true);
    expect(doorKeyMatches(newDoorKey(), hashDoorKey(key))).toBe(false);
    expect(doorKeyMatches(key, '')).toBe(false);
    expect(doorKeyMatches('', hashDoorKey(''))).toBe(false);
  });
});
