import { wedding } from '@config';
import { instantInZone } from '@contract/wedding-dates';
import type { Content } from '../../i18n/content';
import { useLanguage } from '../../stores/language';
import { utcStamp, type CalendarEvent } from './calendar';

// The .ics file, built only when a guest asks for it (this module loads on that click, not with the page).

/** RFC 5545 TEXT: backslash, semicolon, comma and line breaks escaped. */
const escapeText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

const encoder = new TextEncoder();

/** Folds a content line at 75 octets (RFC 5545 3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = pieces.length === 0 ? 75 : 74; // a continuation line starts with a space
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

/**
 * A further event with the times and place the couple saved in the console (site/content, which the
 * invitation brought), else as wedding.config.ts has it. Read here, on the click, so the page's first
 * JS does not grow.
 */
function withSavedContent(event: CalendarEvent, saved: Content['events']): CalendarEvent {
  const own = event.id && event.id !== 'wedding' ? saved[event.id] : undefined;
  if (!own) return event;
  const { timeZone } = wedding.event;
  const venue = own.venueName && own.venueAddress ? `${own.venueName}, ${own.venueAddress}` : own.venueName;
  return {
    ...event,
    ...(own.startsAt ? { startMs: instantInZone(own.startsAt, timeZone) } : {}),
    ...(own.endsAt ? { endMs: instantInZone(own.endsAt, timeZone) } : {}),
    ...(venue ? { location: venue } : {}),
  };
}

/**
 * An .ics file (iCalendar, RFC 5545) with one VEVENT per event (the wedding, then each further event the
 * guest attends), with UTC times so every calendar agrees. `saved`: the events as the page shows them (the
 * couple's saved content: AddToCalendar passes it); by default the language's built-in content.
 */
export function icsFile(
  events: CalendarEvent | CalendarEvent[],
  nowMs = Date.now(),
  saved: Content['events'] = useLanguage.getState().content.events,
): string {
  const retimed = (Array.isArray(events) ? events : [events]).map((event) => withSavedContent(event, saved));
  const vevents = retimed.flatMap((event) => [
    'BEGIN:VEVENT',
    `UID:${event.id && event.id !== 'wedding' ? `${event.id}-` : 'wedding-'}${utcStamp(event.startMs)}@${new URL(wedding.siteUrl).host}`,
    `DTSTAMP:${utcStamp(nowMs)}`,
    `DTSTART:${utcStamp(event.startMs)}`,
    `DTEND:${utcStamp(event.endMs)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.details)}`,
    `URL:${wedding.siteUrl}`,
    'END:VEVENT',
  ]);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(wedding.couple.title)}//Wedding site//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...vevents,
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** The name the downloaded file gets: 'grace-daniel-wedding.ics'. */
export const icsFileName = () =>
  `${wedding.couple.first}-${wedding.couple.second}-wedding.ics`.toLowerCase().replace(/[^a-z0-9.-]+/g, '-');
