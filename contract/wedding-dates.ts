// The config's dates as instants and as text in each language. No zod: the guest pages import this.
import { wedding } from '@config';
import type { Language } from './options';

/** Spanish as written in the United States (a Miami wedding): 12-hour clock, US date order. */
export const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

const { event } = wedding;
const SECOND = 1000;

/**
 * One Intl.DateTimeFormat per locale and options: making one costs far more than formatting with it, and
 * the guest page formats the same dates each time it renders.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** How far a time zone's wall clock is ahead of UTC at `epochMs`, in ms (negative west of Greenwich). */
export function zoneOffsetMs(epochMs: number, timeZone: string): number {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(epochMs);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wallClockAsUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wallClockAsUtc - Math.floor(epochMs / SECOND) * SECOND;
}

/**
 * The instant a wall-clock time ('2025-11-09T16:00:00') happens in `timeZone`, so the countdown
 * ends at the same moment for every guest, wherever they are.
 */
export function instantInZone(wallClock: string, timeZone: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(wallClock);
  if (!match) throw new Error(`Not a wall-clock time: ${wallClock}`);
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = match.slice(1).map((v) => Number(v ?? 0));
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const guess = asUtc - zoneOffsetMs(asUtc, timeZone);
  // Near a daylight-saving change the offset at the guess can differ from the one at asUtc.
  return asUtc - zoneOffsetMs(guess, timeZone);
}

const eventDay = event.startsAt.slice(0, 10);

/** The wedding's moments as instants (ms since 1970): the invitation's time, the ceremony, the end. */
export const weddingMoments = {
  startsAt: instantInZone(event.startsAt, event.timeZone),
  ceremonyAt: instantInZone(`${eventDay}T${event.ceremonyAt}`, event.timeZone),
  endsAt: instantInZone(`${eventDay}T${event.endsAt}`, event.timeZone),
};

function parts(ms: number, locale: string, options: Intl.DateTimeFormatOptions) {
  const found = dateTimeFormat(locale, options).formatToParts(ms);
  return (type: Intl.DateTimeFormatPartTypes) => found.find((p) => p.type === type)?.value ?? '';
}

/** The invitation's date and time in the event's zone: 'Sunday, Nov 09, 2025, 3:00PM' (the original's wording). */
export function formatEventDate(language: Language): string {
  const ms = weddingMoments.startsAt;
  const timeZone = event.timeZone;
  if (language === 'en') {
    const part = parts(ms, 'en-US', {
      timeZone,
      weekday: 'long',
      month: 'short',
      day: '2-digit',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    });
    return `${part('weekday')}, ${part('month')} ${part('day')}, ${part('year')}, ${part('hour')}:${part('minute')}${part('dayPeriod')}`;
  }
  return dateTimeFormat(LOCALES[language], { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(ms);
}

const englishOrdinal = (day: number) => {
  const suffix =
    day % 10 === 1 && day !== 11
      ? 'st'
      : day % 10 === 2 && day !== 12
        ? 'nd'
        : day % 10 === 3 && day !== 13
          ? 'rd'
          : 'th';
  return `${day}${suffix}`;
};

/** A calendar date ('2025-09-01') as words: 'September 1st, 2025', '1 de septiembre de 2025'. */
export function formatDay(isoDate: string, language: Language): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const ms = Date.UTC(year, month - 1, day, 12);
  if (language === 'en') {
    const part = parts(ms, 'en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' });
    return `${part('month')} ${englishOrdinal(day)}, ${part('year')}`;
  }
  return dateTimeFormat(LOCALES[language], { timeZone: 'UTC', dateStyle: 'long' }).format(ms);
}

/** The calendar date ('2026-12-20') an instant falls on, on the wedding's clock. */
const dayOnWeddingClock = (ms: number) => new Date(ms + zoneOffsetMs(ms, event.timeZone)).toISOString().slice(0, 10);

/**
 * The date guests are asked to RSVP by (the FAQ's {rsvpBy}), in words: the day of the deadline set in
 * Settings (`rsvpClosesAt`, ms) on the wedding's clock, else the config's `rsvpBy`.
 */
export const formatRsvpBy = (language: Language, rsvpClosesAt: number | null = null) =>
  formatDay(rsvpClosesAt === null ? wedding.rsvpBy : dayOnWeddingClock(rsvpClosesAt), language);

/** Whether the config's `rsvpBy` day has ended on the wedding's clock at `now`. */
export const configRsvpByPassed = (now: number) => dayOnWeddingClock(now) > wedding.rsvpBy;

/** A deadline instant, in the event's zone with the zone named: 'August 31, 2025 at 11:59 PM EDT'. */
export function formatDeadline(ms: number, language: Language): string {
  return dateTimeFormat(LOCALES[language], {
    timeZone: event.timeZone,
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(ms);
}
