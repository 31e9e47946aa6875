import { allMeals } from '@contract/events';
import { tableLabel } from '@contract/seating';
import { nationalPhone } from '../../lib/phone-text';

const NOT_SET = 'N/A';

/** The meal's name ('Chicken rollatini'), or N/A before a meal is chosen. */
export function plateText(plate: string): string {
  if (!plate) return NOT_SET;
  const meal = allMeals().find((option) => option.id === plate);
  // The meal's name, never its id ('plate1'); a meal no longer on the menu reads as such.
  return meal ? meal.name : 'a meal no longer on the menu';
}

export const tableText = (table: string) => (table ? tableLabel(table) : NOT_SET);

/** The guest's local date and time, as this phone or computer shows it. */
export function lastSentText(iso: string | null): string {
  if (!iso) return NOT_SET;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return NOT_SET;
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** '+13055550102' -> '(305) 555-0102'. */
export function phoneText(phone: string): string {
  if (!phone) return NOT_SET;
  return nationalPhone(phone);
}
