// How far `npm start` moves the demo's dates (demo-dates.ts): the demo's wedding was written for a
// day long gone, and a newcomer should meet a wedding still to come, with its RSVP date ahead.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Where the moved wedding lands: about thirteen weeks from today, so the RSVP date is still ahead too. */
const DEMO_LEAD_DAYS = 91;

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

/**
 * For `npm start` and `npm run dev`: sets WEDDING_DEMO_DAYS for the builds and the seed that follow (kept
 * from a caller that already chose, such as `npm run dev` starting `npm start`), and says what it chose.
 * Without a build of its own (`building` false), the seed follows the days the last build baked in
 * (functions/build.mjs notes them), so the site and its content agree.
 * @param {{ root: string, dataDir: string, dataKept: boolean, building: boolean }} options
 * @returns {Promise<number>} the days the demo's dates move (0: as written)
 */
export async function applyDemoDays({ root, dataDir, dataKept, building }) {
  if (process.env.WEDDING_DEMO_DAYS !== undefined) return Number(process.env.WEDDING_DEMO_DAYS || 0);
  if (!building) {
    let days = 0;
    try {
      days = JSON.parse(readFileSync(join(root, '.cache', 'built-demo-days.json'), 'utf8')).days || 0;
    } catch {
      // A build from before the note: its dates are as written.
    }
    process.env.WEDDING_DEMO_DAYS = String(days);
    return days;
  }
  const { tsImport } = await import('tsx/esm/api');
  // The config as written (the variable is not set yet), read once for its wedding date.
  const config = await tsImport(join(root, 'wedding.config.ts'), { parentURL: import.meta.url });
  const days = keptDemoDays({
    file: join(root, '.cache', `demo-days-${basename(dataDir)}.json`),
    dataKept,
    startsAt: config.wedding.event.startsAt,
  });
  process.env.WEDDING_DEMO_DAYS = String(days);
  return days;
}
