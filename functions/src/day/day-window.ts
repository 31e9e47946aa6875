// The wedding day's window: the hours in which the site serves the day itself (the guest page's Today card,
// the door sign's table lookup, the TABLE and WHERE text replies, arrivals on the Overview). Pure: the clock
// and the events are passed in.
import { instantInZone } from '@contract/wedding-dates';

/** A day-mode day opens at 06:00 on its date and closes at 04:00 the next morning, on the wedding's clock. */
export const DAY_OPENS_AT = '06:00';
export const DAY_CLOSES_NEXT_MORNING_AT = '04:00';

/** One day-mode window: its calendar date and its instants (ms). */
export type DayWindowSpan = { date: string; opensAt: number; closesAt: number };

/** An event as the window reads it: its start, a wall-clock time on the wedding's clock ('2026-11-28T15:00'). */
type DatedEvent = { startsAt: string; hidden?: boolean };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** '2026-11-28' -> '2026-11-29' (calendar arithmetic, no zone). */
export function nextDate(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** The days with an event, in order, each once: the date of each shown event's start. */
export function eventDays(events: readonly DatedEvent[]): string[] {
  const days = events
    .filter((event) => !event.hidden)
    .map((event) => event.startsAt.slice(0, 10))
    .filter((date) => DATE.test(date));
  return [...new Set(days)].sort();
}

/**
 * The further events an invitation's day mode follows: those someone on it is invited to (`events` on each
 * person). A guest not asked to the welcome dinner gets no Today card on the dinner's day; the wedding's own
 * day (the config's) is everyone's.
 */
export const eventsOfInvitation = <Event extends { id: string }>(
  events: readonly Event[],
  people: readonly { events?: readonly string[] }[],
): Event[] => {
  const invited = new Set(people.flatMap((person) => person.events ?? []));
  return events.filter((event) => invited.has(event.id));
};

/** The window of `date` on the clock of `timeZone`. */
export function dayWindowOf(date: string, timeZone: string): DayWindowSpan {
  return {
    date,
    opensAt: instantInZone(`${date}T${DAY_OPENS_AT}`, timeZone),
    closesAt: instantInZone(`${nextDate(date)}T${DAY_CLOSES_NEXT_MORNING_AT}`, timeZone),
  };
}

/**
 * The window that holds `now`, with `open: true`; else the next one to come (`open: false`); null when no
 * event day is ahead. Two event days in a row overlap from 06:00 to 04:00: the later one is the open one.
 */
export function dayWindowAt(
  events: readonly DatedEvent[],
  now: number,
  timeZone: string,
): (DayWindowSpan & { open: boolean }) | null {
  const windows = eventDays(events).map((date) => dayWindowOf(date, timeZone));
  const open = windows.filter((w) => w.opensAt <= now && now < w.closesAt).at(-1);
  if (open) return { ...open, open: true };
  const next = windows.find((w) => w.opensAt > now);
  return next ? { ...next, open: false } : null;
}

/** Whether `now` is in a day-mode window. */
export const isDayMode = (events: readonly DatedEvent[], now: number, timeZone: string) =>
  dayWindowAt(events, now, timeZone)?.open === true;
