import { wedding } from '@config';
import { POSITIONS, type Language } from './options';

/**
 * A table holds one guest per stored position ('0' to '10'): its capacity is the number of positions,
 * 11 seats, the same number in every view and message.
 */
export const TABLE_CAPACITY = POSITIONS.length;

/**
 * The one rule for the number a person reads for a seat, on every screen, text, printout and export:
 * counted from 1 in the positions' order, so stored position '0' is seat 1 and '10' is seat 11 (never
 * "seat 0"). The stored `tpos` itself never changes; only this reading of it does. An unknown position
 * reads as itself, an empty one as ''.
 */
export function seatNumber(tpos: string): string {
  const index = (POSITIONS as readonly string[]).indexOf(tpos);
  return index < 0 ? tpos : String(index + 1);
}

/** The stored position a person means by seat number `seat` ('1' is position '0'); null when no such seat. */
export function positionOfSeat(seat: string): string | null {
  const index = Number(seat.trim());
  return Number.isInteger(index) && index >= 1 && index <= POSITIONS.length ? POSITIONS[index - 1]! : null;
}

/** The seats as people read them, for a message: '1 to 11'. */
export const seatRangeText = () => `${seatNumber(POSITIONS[0])} to ${seatNumber(POSITIONS.at(-1)!)}`;

/** A table as people read it: the config's label, else its stored name ('table 7'; in Spanish 'Mesa 7'). */
export function tableLabel(table: string, language: Language = 'en'): string {
  const label = wedding.tableLabels[table]?.[language];
  if (label) return label;
  return language === 'es' ? table.replace(/^table /, 'Mesa ') : table;
}

/**
 * A place as a sentence starts it, from the stored table and position: 'Table 7, seat 4' for position '3'
 * ('Mesa 7, asiento 4'); no position, just the table.
 */
export function seatLabel(table: string, tpos: string, language: Language = 'en'): string {
  const label = tableLabel(table, language);
  const seat = language === 'es' ? 'asiento' : 'seat';
  return `${label.charAt(0).toUpperCase()}${label.slice(1)}${tpos ? `, ${seat} ${seatNumber(tpos)}` : ''}`;
}

/** The same label a guest reads (kept for the guest page and texts). */
export const guestSeatLabel = seatLabel;

/** Seat '2' before seat '10'; a guest at a table without a seat goes after everyone seated. */
export function seatOrder(a: { tpos: string }, b: { tpos: string }): number {
  const seat = (person: { tpos: string }) => (person.tpos === '' ? Number.POSITIVE_INFINITY : Number(person.tpos));
  return seat(a) - seat(b);
}
