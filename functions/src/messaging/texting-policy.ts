import { wedding } from '@config';
import { defineString } from 'firebase-functions/params';
import type { Language } from '@contract/options';
import { inQuietHours, outsideQuietHours } from '@contract/quiet-hours';
import { zoneOffsetMs } from '@contract/wedding-dates';
import { Refusal } from '../platform/refusal';
import { retryMessage } from '../sign-in/otp';
import { wordsFor } from '../words';

// THE texting policy: when texts and sign-in calls may go out on the wedding's clock, and how many texts an
// admin may send in an hour. Each rule takes the time it is (`now`) from its caller, who reads it from the
// clock (platform/clock.ts), so a test gives it any hour; the counting itself is in text-budget.ts.

// Quiet hours: no texts from 21:00 to 09:00 (the hours themselves: contract/quiet-hours.ts, shared with the console).

/**
 * When a bulk text about to go out at `now` must wait: the next 09:00 on the wedding's clock when `now` is
 * in the quiet hours, else null (it goes now).
 */
export function textsWaitUntil(now: number, timeZone = wedding.event.timeZone): number | null {
  return inQuietHours(now, timeZone) ? outsideQuietHours(now, timeZone) : null;
}

/** When a batch asked for at `sendAt` starts: then, or the morning after when it falls in the quiet hours. */
export const textsStartAt = (sendAt: number, timeZone = wedding.event.timeZone) => outsideQuietHours(sendAt, timeZone);

// Call hours: sign-in calls ring a phone, so none at night on the wedding's clock.

export const signInCallHours = defineString('SIGN_IN_CALL_HOURS', {
  default: '08-21',
  description:
    "Hours on the wedding's clock when sign-in calls may ring, 'from-until' (08-21: none from 21:00 to 08:00)",
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

/** A sign-in call asked for at `now`: refused (a limit, saying when calls open) outside the call hours. */
export function refuseCallAtNight(
  now: number,
  language: Language | undefined,
  hours = callHours(signInCallHours.value()),
) {
  if (callsWaitFor(now, hours) > 0) {
    throw new Refusal('limit', wordsFor(language).signIn.callsQuiet(callsOpenAt(hours, language ?? 'en')));
  }
}

// Budgets: an admin's texts in an hour (MAX_ADMIN_TEXTS_PER_HOUR, counted in text-budget.ts).

/**
 * The refusal of `segments` more texts when `used` of the hour's `max` are spent and the hour turns in
 * `retryAfterMs`: none left, or not that many.
 */
export function overBudget(max: number, used: number, segments: number, retryAfterMs: number): Refusal {
  const wait = retryMessage(retryAfterMs);
  if (used >= max) {
    return new Refusal('limit', `You have sent ${max} texts this hour, the most allowed. Please try again in ${wait}.`);
  }
  return new Refusal(
    'limit',
    `This would send ${segments} SMS segments, and you can send ${max - used} more this hour ` +
      `(at most ${max} per admin). Please choose fewer guests, or try again in ${wait}.`,
  );
}

/** A scheduled batch is counted when it starts; today's audience must already fit in one hour's `max`. */
export function overHourlyBudget(segments: number, max: number): Refusal | null {
  if (segments <= max) return null;
  return new Refusal(
    'limit',
    `This would send ${segments} SMS segments to today's audience, more than the ${max} an admin may send in an hour. Please choose fewer guests.`,
  );
}
