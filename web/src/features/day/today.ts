// The Today card's rules: which events the day holds for an invitation, what is on now and next, whose
// seat to show, and the couple's latest day-of note. Pure: the clock and the catalog are passed in.
import { wedding } from '@config';
import { WEDDING_EVENT } from '@contract/events';
import { instantInZone, weddingMoments } from '@contract/wedding-dates';
import type { DayWindow } from '@contract/day';

/** An event as the Today card lists it: its moments as instants (ms). */
export type DayEvent = {
  id: string;
  name: string;
  startsAt: number;
  endsAt: number;
  venueName: string;
  venueAddress: string;
  mapsUrl: string;
};

/** A further event as the catalog and the couple's content have it (wall-clock times on the wedding's clock). */
export type FurtherEvent = {
  id: string;
  name: string;
  startsAt: string;
  endsAt: string;
  venueName: string;
  venueAddress: string;
  hidden?: boolean;
};

export const mapsUrlFor = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** The wedding itself as a day event, named in the reader's language. */
export function weddingDayEvent(name: string): DayEvent {
  const { venueName, venueAddress, mapsUrl } = wedding.event;
  return {
    id: WEDDING_EVENT,
    name,
    startsAt: weddingMoments.startsAt,
    endsAt: weddingMoments.endsAt,
    venueName,
    venueAddress,
    mapsUrl,
  };
}

const asDayEvent = (event: FurtherEvent): DayEvent => {
  const { timeZone } = wedding.event;
  return {
    id: event.id,
    name: event.name,
    startsAt: instantInZone(event.startsAt, timeZone),
    endsAt: instantInZone(event.endsAt, timeZone),
    venueName: event.venueName,
    venueAddress: event.venueAddress,
    mapsUrl: mapsUrlFor(event.venueAddress),
  };
};

/**
 * The events the window's day holds for an invitation, in time order: the wedding (everyone's) and the
 * further events someone on it is invited to and that guests still see, those that start within the window.
 */
export function dayEvents(
  window: Pick<DayWindow, 'opensAt' | 'closesAt'>,
  wedding: DayEvent,
  further: readonly FurtherEvent[],
  invited: ReadonlySet<string>,
): DayEvent[] {
  const opensAt = Date.parse(window.opensAt);
  const closesAt = Date.parse(window.closesAt);
  return [wedding, ...further.filter((event) => !event.hidden && invited.has(event.id)).map(asDayEvent)]
    .filter((event) => event.startsAt >= opensAt && event.startsAt < closesAt)
    .sort((a, b) => a.startsAt - b.startsAt);
}

/** What is on at `now` (started, not ended) and the first event still to start. */
export function nowAndNext(events: readonly DayEvent[], now: number): { on: DayEvent[]; next: DayEvent | null } {
  return {
    on: events.filter((event) => event.startsAt <= now && now < event.endsAt),
    next: events.find((event) => event.startsAt > now) ?? null,
  };
}

/** The venue to show: the event on now, else the next, else the day's first; null for a day without events. */
export function venueOf(events: readonly DayEvent[], now: number): DayEvent | null {
  const { on, next } = nowAndNext(events, now);
  return on[0] ?? next ?? events[0] ?? null;
}

/** Whether the page's own clock is inside the window (a page left open past 04:00 leaves day mode). */
export const windowHolds = (window: Pick<DayWindow, 'opensAt' | 'closesAt'>, now: number) =>
  Date.parse(window.opensAt) <= now && now < Date.parse(window.closesAt);

/** The couple's latest day-of note (the notes are the announcements marked `day`), or null. */
export function latestDayNote<T extends { at: string }>(notes: readonly T[] | undefined): T | null {
  return [...(notes ?? [])].sort((a, b) => b.at.localeCompare(a.at))[0] ?? null;
}
