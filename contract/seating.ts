import { wedding } from '@config';
import type { Language } from './options';

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
