import { wedding } from '@config';
import { defineString } from 'firebase-functions/params';
import type { Language } from '@contract/options';
import { zoneOffsetMs } from '@contract/wedding-dates';
import { wordsFor } from '../words';

// Sign-in calls ring a phone: none at night on the wedding's clock.

export const signInCallHours = defineString('SIGN_IN_CALL_HOURS', {
  default: '08-21',
  description:
    "Hours on the wedding's clock when sign-in calls may ring, 'from-until' (08-21: none from 21:00 to 08:00); the emulator's tests set 00-24",
});

/** The hours from `raw` ('08-21'); anything unreadable is the default. */
export function callHours(raw: string): { from: number; until: number } {
  const match = /^(\d{1,2})-(\d{1,2})$/.exec(raw.trim());
  const from = Number(match?.[1] ?? 8);
  const until = Number(match?.[2] ?? 21);
  return match && from >= 0 && until <= 24 && from < until ? { from, until } : { from: 8, until: 21 };
}

/**
 * How long until a call may ring at `now` in `timeZone` (0: now), with the local hour it reopens:
 * calls ring from `from`:00 until `until`:00.
 */
export function callsWaitFor(
  now: number,
  hours = callHours(signInCallHours.value()),
  timeZone = wedding.event.timeZone,
): number {
  const wall = new Date(now + zoneOffsetMs(now, timeZone));
  const minutes = wall.getUTCHours() * 60 + wall.getUTCMinutes();
  if (minutes >= hours.from * 60 && minutes < hours.until * 60) return 0;
  const untilOpen = minutes < hours.from * 60 ? hours.from * 60 - minutes : 24 * 60 - minutes + hours.from * 60;
  return untilOpen * 60_000 - wall.getUTCSeconds() * 1000;
}

/** '8:00 AM' / '8:00 a. m.': when calls open again. */
export function callsOpenAt(hours: { from: number }, language: Language): string {
  const h = hours.from % 12 === 0 ? 12 : hours.from % 12;
  const am = hours.from < 12;
  return wordsFor(language).signIn.hour(h, am);
}
