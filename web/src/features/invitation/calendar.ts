import { wedding } from '@config';
import { eventById, type Catalog } from '@contract/events';
import { instantInZone, weddingMoments } from '@contract/wedding-dates';

export type CalendarEvent = {
  title: string;
  details: string;
  startMs: number;
  endMs: number;
  location: string;
  /** Unique within the site: the wedding is 'wedding'. */
  id?: string;
};

/** A further event (the welcome dinner, the brunch) as a calendar event, named in the reader's language. */
export function furtherEvent(catalog: Catalog, id: string, name: string, details: string): CalendarEvent | null {
  const event = eventById(catalog, id);
  if (!event) return null;
  const { timeZone } = wedding.event;
  return {
    id,
    title: name,
    details,
    startMs: instantInZone(event.startsAt, timeZone),
    endMs: instantInZone(event.endsAt, timeZone),
    location: `${event.venueName}, ${event.venueAddress}`,
  };
}

/** The wedding as a calendar event, with its title and details in the reader's language. */
export function weddingEvent(title: string, details: string): CalendarEvent {
  const { venueName, venueAddress } = wedding.event;
  return {
    title,
    details,
    startMs: weddingMoments.startsAt,
    endMs: weddingMoments.endsAt,
    location: `${venueName}, ${venueAddress}`,
  };
}

/** 20251109T200000Z: a UTC date-time as iCalendar and Google Calendar write it. */
export const utcStamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Google Calendar's 'add event' page for the event, in the event's own time zone. */
export function googleCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${utcStamp(event.startMs)}/${utcStamp(event.endMs)}`,
    details: event.details,
    location: event.location,
    ctz: wedding.event.timeZone,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}
