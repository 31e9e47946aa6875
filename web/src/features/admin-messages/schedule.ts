import { wedding } from '@config';
import { outsideQuietHours } from '@contract/quiet-hours';
import { instantInZone } from '@contract/wedding-dates';
import { localInputAt } from '../../lib/event-clock';

/** Scheduled texts are typed and shown on the event's clock, wherever the couple's device is. */
export const EVENT_ZONE = wedding.event.timeZone;

/** The days before the RSVP deadline the reminder plan proposes, earliest first. */
const PLAN_DAYS_BEFORE = [21, 10, 3] as const;
/** The hour (on the event's clock) each proposed reminder goes out. */
const PLAN_HOUR = '10:00';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An instant as a datetime-local value on the event's clock ('2026-05-01T10:00'). */
export function toZoneInput(ms: number, timeZone = EVENT_ZONE): string {
  return localInputAt(ms, timeZone);
}

/** A datetime-local value on the event's clock as an instant; '' or nonsense as null. */
export function fromZoneInput(value: string, timeZone = EVENT_ZONE): number | null {
  if (!value) return null;
  try {
    return instantInZone(value, timeZone);
  } catch {
    return null;
  }
}

/** When a batch asked for `ms` starts: 21:00-09:00 on the event's clock waits for 09:00. */
export const startsAtFor = (ms: number) => outsideQuietHours(ms, EVENT_ZONE);

export type PlannedReminder = { daysBefore: number; sendAt: number };
type ReminderPlan = { reminders: PlannedReminder[]; why: string | null };

/**
 * The reminders proposed before the RSVP deadline: at 10:00 on the event's clock, 21, 10 and 3 days
 * before the deadline's day, leaving out those already past. `why` says why nothing is proposed.
 */
export function reminderPlan(rsvpClosesAt: string | null, now: number, timeZone = EVENT_ZONE): ReminderPlan {
  if (!rsvpClosesAt) {
    return {
      reminders: [],
      why: 'There is no RSVP deadline yet: set one in the Settings tab, and reminders can be planned back from it.',
    };
  }
  const deadline = Date.parse(rsvpClosesAt);
  if (deadline <= now)
    return { reminders: [], why: 'The RSVP deadline has passed, so there is nobody left to remind.' };
  const deadlineDay = toZoneInput(deadline, timeZone).slice(0, 10);
  const reminders = PLAN_DAYS_BEFORE.map((daysBefore) => {
    // Noon UTC of the deadline's date less whole days is always the calendar date wanted, in any zone.
    const day = new Date(Date.parse(`${deadlineDay}T12:00:00Z`) - daysBefore * DAY_MS).toISOString().slice(0, 10);
    return { daysBefore, sendAt: instantInZone(`${day}T${PLAN_HOUR}`, timeZone) };
  }).filter((reminder) => reminder.sendAt > now && reminder.sendAt < deadline);
  return {
    reminders,
    why: reminders.length ? null : 'Every proposed reminder date (21, 10 and 3 days before the deadline) has passed.',
  };
}
