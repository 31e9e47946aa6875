type TimeLeft = { days: number; hours: number; minutes: number; seconds: number; done: boolean };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

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
