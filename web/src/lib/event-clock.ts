import { wedding } from '@config';
import { instantInZone } from '@contract/wedding-dates';

/** An instant as a datetime-local value ('2026-05-01T10:00') on `timeZone`'s clock. */
export function localInputAt(ms: number, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(ms)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** 'Mon, Dec 7, 2026, 10:00 AM EST': a moment on the event's clock with its zone named. */
export function formatWhen(ms: number, timeZone = wedding.event.timeZone): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(ms);
}

const parsed = (at: string | number | null | undefined): number | null => {
  if (at === null || at === undefined || at === '') return null;
  const ms = typeof at === 'number' ? at : Date.parse(at);
  return Number.isNaN(ms) ? null : ms;
};

/**
 * Every time the console shows, on the wedding's clock (never the browser's): 'Nov 8, 2025, 10:00 PM EST'.
 * `fallback` when there is no time or it cannot be read.
 */
export function consoleTime(at: string | number | null | undefined, fallback = 'N/A'): string {
  const ms = parsed(at);
  if (ms === null) return fallback;
  return new Intl.DateTimeFormat('en-US', {
    timeZone: wedding.event.timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(ms);
}

/** A day the console shows, on the wedding's clock: 'Nov 8, 2025' ('long': 'November 8, 2025'). */
export function consoleDay(
  at: string | number | null | undefined,
  { style = 'medium', fallback = '' }: { style?: 'medium' | 'long'; fallback?: string } = {},
): string {
  const ms = parsed(at);
  if (ms === null) return fallback;
  return new Intl.DateTimeFormat('en-US', { timeZone: wedding.event.timeZone, dateStyle: style }).format(ms);
}

/** A date field's value ('2025-11-08') for an instant: its day on the wedding's clock ('' for none). */
export const dayInputOf = (at: string | null | undefined): string => {
  const ms = parsed(at);
  return ms === null ? '' : localInputAt(ms, wedding.event.timeZone).slice(0, 10);
};

/**
 * The instant a date field's day ('2025-11-08') stands for: noon of that day on the wedding's clock, so it
 * reads as the same day on every screen. Null when the field is empty or not a day.
 */
export function instantOfDay(day: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const ms = instantInZone(`${day}T12:00`, wedding.event.timeZone);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}
