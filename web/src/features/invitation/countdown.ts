export type TimeLeft = { days: number; hours: number; minutes: number; seconds: number; done: boolean };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How far a time zone's wall clock is ahead of UTC at `epochMs`, in ms (negative west of Greenwich). */
function zoneOffsetMs(epochMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
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

export function timeLeft(nowMs: number, targetMs: number): TimeLeft {
  const remaining = Math.max(0, targetMs - nowMs);
  return {
    days: Math.floor(remaining / DAY),
    hours: Math.floor((remaining % DAY) / HOUR),
    minutes: Math.floor((remaining % HOUR) / MINUTE),
    seconds: Math.floor((remaining % MINUTE) / SECOND),
    done: remaining === 0,
  };
}
