import { WEDDING_EVENT, type Catalog } from '@contract/events';
import type { FinalFigures } from '@contract/last-weeks';
import { displayName } from '@contract/people';
import type { Guest } from '../guests/guests';
import { eventAnswer, summarise } from '../guests/summary';

export type EventFigures = FinalFigures & { id: string; name: string };

/**
 * Each event's caterer sheet as the final count keeps it: how many attend, the wedding's meals (meal id ->
 * people, 'none' for those without one) and the dietary notes of those attending. The numbers come from the
 * same summary as GET /admin/summary and the printed caterer sheet.
 */
export function finalFigures(all: Guest[], catalog: Catalog): EventFigures[] {
  const summary = summarise(all, catalog);
  const attendingOf = (id: string) => summary.events.find((event) => event.id === id)?.attending ?? 0;
  const notes = (event: string) =>
    all
      .filter((guest) => eventAnswer(guest, event) === 'attending' && guest.dietary.trim() !== '')
      .map((guest) => ({ name: displayName(guest), note: guest.dietary.trim() }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.note.localeCompare(b.note));
  const meals = Object.fromEntries(Object.entries(summary.meals).filter(([, count]) => count > 0));
  return [
    { id: WEDDING_EVENT, name: 'Wedding', attending: attendingOf(WEDDING_EVENT), meals, dietary: notes(WEDDING_EVENT) },
    ...catalog.events.map((event) => ({
      id: event.id,
      name: event.name,
      attending: attendingOf(event.id),
      meals: {},
      dietary: notes(event.id),
    })),
  ];
}

export const mealName = (id: string, catalog: Catalog) =>
  id === 'none' ? 'No meal chosen' : (catalog.meals.find((m) => m.id === id)?.name ?? id);

/** The figures of one event as lines of an email: attending, each meal, each dietary note. */
export function figureLines(figures: FinalFigures, catalog: Catalog): string[] {
  const meals = Object.entries(figures.meals).map(([id, count]) => `  ${mealName(id, catalog)}: ${count}`);
  const dietary = figures.dietary.map((entry) => `  ${entry.name}: ${entry.note}`);
  return [
    `Attending: ${figures.attending}`,
    ...(meals.length ? ['Meals:', ...meals] : []),
    ...(dietary.length ? ['Dietary notes:', ...dietary] : ['Dietary notes: none']),
  ];
}

/** What moved between the frozen figures and today's, one line each (empty when nothing did). */
export function figureDiff(frozen: FinalFigures, now: FinalFigures, catalog: Catalog): string[] {
  const lines: string[] = [];
  if (frozen.attending !== now.attending) lines.push(`Attending: ${frozen.attending} frozen, now ${now.attending}`);
  for (const id of new Set([...Object.keys(frozen.meals), ...Object.keys(now.meals)])) {
    const before = frozen.meals[id] ?? 0;
    const after = now.meals[id] ?? 0;
    if (before !== after) lines.push(`${mealName(id, catalog)}: ${before} frozen, now ${after}`);
  }
  const key = (entry: { name: string; note: string }) => `${entry.name}: ${entry.note}`;
  const was = new Set(frozen.dietary.map(key));
  const is = new Set(now.dietary.map(key));
  for (const note of is) if (!was.has(note)) lines.push(`Dietary note added: ${note}`);
  for (const note of was) if (!is.has(note)) lines.push(`Dietary note gone: ${note}`);
  return lines;
}

export const sameFigures = (a: FinalFigures, b: FinalFigures, catalog: Catalog) =>
  figureDiff(a, b, catalog).length === 0;
