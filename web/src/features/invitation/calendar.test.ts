// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { wedding } from '@config';
import { en } from '../../i18n/en';
import { useLanguage } from '../../stores/language';
import { furtherEvent, googleCalendarUrl, weddingEvent } from './calendar';
import { FILE_CATALOG } from '@contract/events';
import { foldLine, icsFile, icsFileName } from './ics-file';

const event = weddingEvent(en.hero.calendarTitle, en.hero.calendarDetails(wedding.siteUrl));
const stampedAt = Date.parse('2025-08-01T12:34:56Z');
/** The file's lines, with folded lines unfolded again (RFC 5545 3.1). */
const unfolded = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('the .ics file', () => {
  it('holds one event from 3 PM to 11 PM Miami time, written in UTC, with the venue and the site', () => {
    const lines = unfolded(icsFile(event, stampedAt));
    expect(lines).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Grace & Daniel//Wedding site//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:wedding-20251109T200000Z@demo-wedding.web.app',
      'DTSTAMP:20250801T123456Z',
      'DTSTART:20251109T200000Z',
      'DTEND:20251110T040000Z',
      "SUMMARY:Grace & Daniel's wedding",
      'LOCATION:Coral Gardens Estate\\, 1200 Biscayne Blvd\\, Miami\\, FL 33132',
      'DESCRIPTION:RSVP\\, choose your meal and find your seat at https://demo-wedding.web.app',
      'URL:https://demo-wedding.web.app',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('ends every line with CRLF and keeps each within 75 octets', () => {
    const ics = icsFile(event, stampedAt);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('escapes semicolons, commas, backslashes and line breaks in text', () => {
    const ics = icsFile({ ...event, title: 'A; B, C\\D\nE' }, stampedAt);
    expect(unfolded(ics)).toContain('SUMMARY:A\\; B\\, C\\\\D\\nE');
  });

  it('folds long lines without splitting a UTF-8 character', () => {
    const line = `DESCRIPTION:${'Confirme su asistencia ñ '.repeat(8)}`;
    const folded = foldLine(line);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    for (const piece of folded.split('\r\n')) {
      const bytes = new TextEncoder().encode(piece);
      expect(bytes.length).toBeLessThanOrEqual(75);
      expect(new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toBe(piece);
    }
  });

  it('is named after the couple', () => {
    expect(icsFileName()).toBe('grace-daniel-wedding.ics');
  });
});

describe('the Google Calendar link', () => {
  it("opens Google's new-event page with the title, UTC times, venue, details and the event's zone", () => {
    const url = new URL(googleCalendarUrl(event));
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: "Grace & Daniel's wedding",
      dates: '20251109T200000Z/20251110T040000Z',
      details: 'RSVP, choose your meal and find your seat at https://demo-wedding.web.app',
      location: 'Coral Gardens Estate, 1200 Biscayne Blvd, Miami, FL 33132',
      ctz: 'America/New_York',
    });
  });
});

describe('further events in the .ics file', () => {
  it('holds one VEVENT for the wedding and one for each further event attended, in UTC', () => {
    const wedding = weddingEvent('Wedding', 'Details');
    const welcome = furtherEvent(FILE_CATALOG, 'welcome', 'Welcome dinner', 'Details')!;
    const lines = icsFile([wedding, welcome], Date.UTC(2025, 7, 1)).split('\r\n');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    // Saturday 8 November 2025, 19:00 in Miami (EST, UTC-5).
    expect(lines).toContain('DTSTART:20251109T000000Z');
    expect(lines).toContain('SUMMARY:Welcome dinner');
    expect(lines.filter((line) => line.startsWith('UID:'))).toHaveLength(2);
    expect(new Set(lines.filter((line) => line.startsWith('UID:'))).size).toBe(2);
  });

  it('uses the times and place the couple saved in the console, as the invitation brought them', () => {
    const before = useLanguage.getState();
    useLanguage.setState({
      content: {
        ...before.content,
        events: {
          ...before.content.events,
          welcome: {
            name: 'Welcome dinner',
            startsAt: '2025-11-08T18:30',
            endsAt: '2025-11-08T21:00',
            venueName: 'The Boathouse',
            venueAddress: '1 Harbor Way, Miami, FL 33131',
          },
        },
      },
    });
    try {
      const welcome = furtherEvent(FILE_CATALOG, 'welcome', 'Welcome dinner', 'Details')!;
      const lines = unfolded(icsFile([weddingEvent('Wedding', 'Details'), welcome], Date.UTC(2025, 7, 1)));
      // 18:30 to 21:00 in Miami (EST, UTC-5), not the config's 19:00 to 22:00.
      expect(lines).toContain('DTSTART:20251108T233000Z');
      expect(lines).toContain('DTEND:20251109T020000Z');
      expect(lines).not.toContain('DTSTART:20251109T000000Z');
      expect(lines).toContain('LOCATION:The Boathouse\\, 1 Harbor Way\\, Miami\\, FL 33131');
      // The wedding itself keeps its time.
      expect(lines).toContain('DTSTART:20251109T200000Z');
    } finally {
      useLanguage.setState(before, true);
    }
  });

  it('knows no event that is not in the config', () => {
    expect(furtherEvent(FILE_CATALOG, 'gala', 'Gala', '')).toBeNull();
  });
});
