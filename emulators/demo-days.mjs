// How far `npm start` moves the demo's dates (contract/demo-dates.ts): the demo's wedding was written for a
// day long gone, and a newcomer should meet a wedding still to come, with its RSVP date ahead.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Where the moved wedding lands: about thirteen weeks from today, so the RSVP date is still ahead too. */
export const DEMO_LEAD_DAYS = 91;

/**
 * The days (whole weeks: the same weekday) that bring a wedding on `startsAt` ('2025-11-09T15:00') about
 * thirteen weeks after `now`; 0 for a wedding still to come, whose dates stay as written.
 * @param {string} startsAt
 * @param {number} [now]
 */
export function demoDays(startsAt, now = Date.now()) {
  const wedding = Date.parse(`${startsAt.slice(0, 10)}T00:00:00Z`);
  const today = Date.parse(`${new Date(now).toISOString().slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(wedding) || wedding >= today) return 0;
  return 7 * Math.round((today + DEMO_LEAD_DAYS * DAY_MS - wedding) / (7 * DAY_MS));
}

/**
 * The days for this data: chosen when the emulator's data starts empty and kept in `file` while that data
 * lives, so the content stored at the first start (the schedule's times) and later builds agree; chosen
 * anew once the data is deleted.
 * @param {{ file: string, dataKept: boolean, startsAt: string, now?: number }} options
 */
export function keptDemoDays({ file, dataKept, startsAt, now = Date.now() }) {
  if (dataKept && existsSync(file)) {
    try {
      const { days } = JSON.parse(readFileSync(file, 'utf8'));
      if (Number.isInteger(days)) return days;
    } catch {
      // An unreadable note: chosen again below.
    }
  }
  const days = demoDays(startsAt, now);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ days, startsAt, chosenOn: new Date(now).toISOString().slice(0, 10) })}\n`);
  return days;
}
