import { wedding } from '@config';
import { POSITIONS, type Language } from './options';

/**
 * A table holds one guest per position (the SPEC's '0' to '10'): its capacity is the number of positions, the same
 * number in every view and message (section 28).
 */
export const TABLE_CAPACITY = POSITIONS.length;

/**
 * How a position reads to a guest (section 28: never "seat 0"): counted from 1 in the positions' order, so
 * position '0' is seat 1 and '10' is seat 11. The console keeps the positions themselves.
 */
export function guestSeat(tpos: string): string {
  const index = (POSITIONS as readonly string[]).indexOf(tpos);
  return index < 0 ? tpos : String(index + 1);
}

/** A guest's place as a guest reads it: 'Table 7, seat 4' for position '3'. */
export const guestSeatLabel = (table: string, tpos: string, language: Language = 'en') =>
  seatLabel(table, tpos === '' ? '' : guestSeat(tpos), language);

/** A table as people read it: the config's label, else its stored name ('table 7'; in Spanish 'Mesa 7'). */
export function tableLabel(table: string, language: Language = 'en'): string {
  const label = wedding.tableLabels[table]?.[language];
  if (label) return label;
  return language === 'es' ? table.replace(/^table /, 'Mesa ') : table;
}

/** A guest's place as a sentence starts it: 'Table 7, seat 3' / 'Mesa 7, asiento 3'; no seat, just the table. */
export function seatLabel(table: string, tpos: string, language: Language = 'en'): string {
  const label = tableLabel(table, language);
  const seat = language === 'es' ? 'asiento' : 'seat';
  return `${label.charAt(0).toUpperCase()}${label.slice(1)}${tpos ? `, ${seat} ${tpos}` : ''}`;
}

/** Seat '2' before seat '10'; a guest at a table without a seat goes after everyone seated. */
export function seatOrder(a: { tpos: string }, b: { tpos: string }): number {
  const seat = (person: { tpos: string }) => (person.tpos === '' ? Number.POSITIVE_INFINITY : Number(person.tpos));
  return seat(a) - seat(b);
}
