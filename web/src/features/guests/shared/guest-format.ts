import type { Catalog } from '@contract/events';
import { tableLabel } from '@contract/seating';
import { consoleTime } from '../../../lib/event-clock';
import { nationalPhone } from '../../../lib/phone-text';

const NOT_SET = 'N/A';

/** The meal's name ('Chicken rollatini'), or N/A before a meal is chosen. */
export function plateText(plate: string, catalog: Catalog): string {
  if (!plate) return NOT_SET;
  const meal = catalog.meals.find((option) => option.id === plate);
  // The meal's name, never its id ('plate1'); a meal no longer on the menu reads as such.
  return meal ? meal.name : 'a meal no longer on the menu';
}

export const tableText = (table: string) => (table ? tableLabel(table) : NOT_SET);

/** The date and time on the wedding's clock, whichever clock this phone or computer keeps. */
export const lastSentText = (iso: string | null): string => consoleTime(iso, NOT_SET);

/** '+13055550102' -> '(305) 555-0102'. */
export function phoneText(phone: string): string {
  if (!phone) return NOT_SET;
  return nationalPhone(phone);
}
