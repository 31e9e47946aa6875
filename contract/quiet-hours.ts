// Scheduled texts never go out at night in the event's time zone. No zod: the console imports this.
import { instantInZone, zoneOffsetMs } from './wedding-dates';

/** Scheduled texts wait from this hour (21:00) until QUIET_UNTIL_HOUR (09:00), local time. */
const QUIET_FROM_HOUR = 21;
const QUIET_UNTIL_HOUR = 9;
const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
/** 'between 21:00 and 09:00': how the console and the API say when no texts go out. */
export const QUIET_HOURS_TEXT = `between ${clock(QUIET_FROM_HOUR)} and ${clock(QUIET_UNTIL_HOUR)}`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The local wall-clock date ('2025-11-09') and hour at `ms` in `timeZone`. */
function localDateAndHour(ms: number, timeZone: string) {
  const wall = new Date(ms + zoneOffsetMs(ms, timeZone));
  return { date: wall.toISOString().slice(0, 10), hour: wall.getUTCHours() };
}

/**
 * When a batch asked for `sendAtMs` starts: at that moment, or, when it falls between 21:00 and 09:00 in
 * `timeZone`, at the next 09:00 there (the same night's morning).
 */
export function outsideQuietHours(sendAtMs: number, timeZone: string): number {
  const { date, hour } = localDateAndHour(sendAtMs, timeZone);
  if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR) return sendAtMs;
  // After 21:00 the morning is the next calendar day's; before 09:00 it is today's. Noon UTC of the local
  // date plus a day is always the next date, whatever the zone's offset.
  const morning =
    hour >= QUIET_FROM_HOUR ? new Date(Date.parse(`${date}T12:00:00Z`) + DAY_MS).toISOString().slice(0, 10) : date;
  return instantInZone(`${morning}T${String(QUIET_UNTIL_HOUR).padStart(2, '0')}:00`, timeZone);
}

/** Whether `ms` is in the quiet hours of `timeZone`. */
export const inQuietHours = (ms: number, timeZone: string) => outsideQuietHours(ms, timeZone) !== ms;
