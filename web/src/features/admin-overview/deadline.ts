import { wedding } from '@config';
import { instantInZone } from '@contract/wedding-dates';
import { localInputAt } from '../../lib/event-clock';

/** The wedding's time zone: the RSVP deadline is typed and shown in it, wherever the couple's device is. */
export const EVENT_TIME_ZONE = wedding.event.timeZone;

/** An ISO instant as a datetime-local value on the event's clock ('2025-09-01T23:59'). */
export function toLocalInput(iso: string | null, timeZone: string = EVENT_TIME_ZONE): string {
  if (!iso) return '';
  return localInputAt(Date.parse(iso), timeZone);
}

/** A datetime-local value on the event's clock as an ISO instant; '' (or nonsense) as null. */
export function fromLocalInput(value: string, timeZone: string = EVENT_TIME_ZONE): string | null {
  if (!value) return null;
  try {
    return new Date(instantInZone(value, timeZone)).toISOString();
  } catch {
    return null;
  }
}
