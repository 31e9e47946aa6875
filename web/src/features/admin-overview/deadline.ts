import { wedding } from '@config';
import { instantInZone } from '@contract/wedding-dates';

const { timeZone } = wedding.event;

/** An ISO instant as a datetime-local value on the wedding's clock ('2025-09-01T23:59'), wherever the admin is. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const part = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(date);
  const value = (type: Intl.DateTimeFormatPartTypes) => part.find((p) => p.type === type)?.value ?? '';
  return `${value('year')}-${value('month')}-${value('day')}T${value('hour')}:${value('minute')}`;
}

/** A datetime-local value typed on the wedding's clock as an ISO instant; '' as null. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  try {
    return new Date(instantInZone(value, timeZone)).toISOString();
  } catch {
    return null;
  }
}

/** 'Eastern Time' style name of the wedding's zone, for the form's hint. */
export const weddingZoneName =
  new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'long' })
    .formatToParts(Date.now())
    .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
