// The wedding day's rules: who the door sign finds, what the door list shows of a guest, what a check-in
// changes, and the arrivals the Overview counts. Pure: no Firestore, no request, no status codes.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DayArrivals, DoorGuest, FindTableData } from '@contract/day';
import type { Language } from '@contract/options';
import { seatNumber, guestSeatLabel } from '@contract/seating';
import { displayName } from '@contract/people';
import { pickByName } from '../sign-in/name-match';

/** What the rules read of a guest. */
export type DayPerson = {
  id: string;
  first: string;
  last: string;
  invtId: string;
  rsvp: boolean;
  table: string;
  tpos: string;
  disabled: boolean;
  companionOf: string | null;
  arrivedAt: { toMillis(): number; toDate(): Date } | null;
};

/** Seated: a table and a position. */
const seated = (person: Pick<DayPerson, 'table' | 'tpos'>) => person.table !== '' && person.tpos !== '';

/**
 * The door sign's answer to a typed name: the one enabled guest the name picks out (the find-by-name
 * rules: exact, else one typo or a short form; a companion by their own name), when they are attending and
 * seated and the seating is published; else not found. The name is matched against everyone enabled, so a
 * close fit never shows a stranger's seat to a declined guest of the typed name.
 */
export function findTable(
  typed: { first: string; last: string },
  listed: readonly DayPerson[],
  seatingPublished: boolean,
  language: Language,
): FindTableData {
  const person = pickByName(
    typed,
    listed.filter((guest) => !guest.disabled),
  );
  if (!person || !seatingPublished || !person.rsvp || !seated(person)) return { found: false };
  return {
    found: true,
    first: person.first,
    table: person.table,
    seat: seatNumber(person.tpos),
    place: guestSeatLabel(person.table, person.tpos, language),
  };
}

/** A guest as the door list shows them: no phone, email, dietary note or answers. */
export function toDoorGuest(person: DayPerson): DoorGuest {
  return {
    id: person.id,
    first: person.first,
    last: person.last,
    invtId: person.invtId,
    table: person.table,
    seat: person.tpos === '' ? '' : seatNumber(person.tpos),
    rsvp: person.rsvp,
    arrivedAt: person.arrivedAt ? person.arrivedAt.toDate().toISOString() : null,
  };
}

/** The door list: enabled guests with a name (an unnamed companion shows under their host's invitation). */
export const doorList = (listed: readonly DayPerson[]) =>
  listed
    .filter((person) => !person.disabled)
    .map(toDoorGuest)
    .sort((a, b) => a.last.localeCompare(b.last) || a.first.localeCompare(b.first) || a.id.localeCompare(b.id));

/**
 * What a check-in writes: 'arrive' when the guest is not checked in yet, 'leave' when a helper takes a
 * check-in back, null when the guest is already as asked (a tap sent twice changes nothing).
 */
export function arrivalChange(person: Pick<DayPerson, 'arrivedAt'>, arrived: boolean): 'arrive' | 'leave' | null {
  if (arrived) return person.arrivedAt ? null : 'arrive';
  return person.arrivedAt ? 'leave' : null;
}

/**
 * Arrivals for the Overview and the final count: attending guests (enabled) who arrived, out of those
 * expected, overall and per table in table order ('' last: no table), with who is not here yet.
 */
export function dayArrivals(date: string, listed: readonly DayPerson[], tableOrder: readonly string[]): DayArrivals {
  const expected = listed.filter((person) => person.rsvp && !person.disabled);
  const tables = [...new Set(expected.map((person) => person.table))].sort((a, b) => {
    const rank = (table: string) => (table === '' ? Infinity : tableOrder.indexOf(table));
    return rank(a) - rank(b) || a.localeCompare(b);
  });
  return {
    date,
    arrived: expected.filter((person) => person.arrivedAt).length,
    expected: expected.length,
    tables: tables.map((table) => {
      const at = expected.filter((person) => person.table === table);
      return {
        table,
        arrived: at.filter((person) => person.arrivedAt).length,
        expected: at.length,
        waiting: at
          .filter((person) => !person.arrivedAt)
          .sort((a, b) => Number(a.tpos || 99) - Number(b.tpos || 99))
          .map((person) => ({
            id: person.id,
            first: person.first,
            last: person.last,
            seat: person.tpos === '' ? '' : seatNumber(person.tpos),
          })),
      };
    }),
  };
}

/** "Margaret: Table 7, seat 1; Walter: Table 7, seat 2": the seated, attending people of an invitation. */
export function seatLines(people: readonly DayPerson[], language: Language): string | null {
  const lines = people
    .filter((person) => person.rsvp && !person.disabled && seated(person))
    .map((person) => `${displayName(person) || person.first}: ${guestSeatLabel(person.table, person.tpos, language)}`);
  return lines.length ? lines.join('; ') : null;
}

/** A new door key: 16 random bytes (128 bits), base64url (22 characters). */
export const newDoorKey = () => randomBytes(16).toString('base64url');

/** A door key as stored: its sha256, hex. */
export const hashDoorKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** Whether a key someone typed or scanned is the one whose hash is stored (none stored: no key works). */
export function doorKeyMatches(given: string, storedHash: string): boolean {
  if (!storedHash || !given) return false;
  const a = Buffer.from(hashDoorKey(given), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A place to be: its name, its address and a map link. */
export type Venue = { venueName: string; venueAddress: string; mapsUrl: string };

/** A map search for an address (what the invitation's map link opens). */
export const mapLink = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/**
 * Where the day's event is, for WHERE / DONDE: on `date`, the wedding's venue when it is the wedding's day,
 * else the shown further event of that date that has not ended by `nowWallClock` ('2026-11-28T15:30' on the
 * wedding's clock), else the day's last one. Null when nothing happens on `date`.
 */
export function venueOn(
  date: string,
  nowWallClock: string,
  weddingEvent: Venue & { startsAt: string },
  further: readonly (Omit<Venue, 'mapsUrl'> & { startsAt: string; endsAt: string; hidden: boolean })[],
): Venue | null {
  if (weddingEvent.startsAt.slice(0, 10) === date) return weddingEvent;
  const today = further
    .filter((event) => !event.hidden && event.startsAt.slice(0, 10) === date)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const event = today.find((candidate) => candidate.endsAt > nowWallClock) ?? today.at(-1);
  return event ? { ...event, mapsUrl: mapLink(event.venueAddress) } : null;
}
