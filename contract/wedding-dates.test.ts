import { describe, expect, it, vi } from 'vitest';
import { wedding } from '@config';
import {
  formatDay,
  formatDeadline,
  formatEventDate,
  configRsvpByPassed,
  formatRsvpBy,
  instantInZone,
  weddingMoments,
} from './wedding-dates';

describe('instantInZone', () => {
  it('reads the wedding time in Miami after daylight saving has ended (UTC-5)', () => {
    expect(new Date(instantInZone('2025-11-09T16:00:00', 'America/New_York')).toISOString()).toBe(
      '2025-11-09T21:00:00.000Z',
    );
  });

  it('reads a summer time in Miami during daylight saving (UTC-4)', () => {
    expect(new Date(instantInZone('2025-07-04T16:00', 'America/New_York')).toISOString()).toBe(
      '2025-07-04T20:00:00.000Z',
    );
  });

  it('reads zones east of Greenwich and with half-hour offsets', () => {
    expect(new Date(instantInZone('2025-11-09T16:00:00', 'Asia/Tokyo')).toISOString()).toBe('2025-11-09T07:00:00.000Z');
    expect(new Date(instantInZone('2025-11-09T16:00:00', 'Asia/Kolkata')).toISOString()).toBe(
      '2025-11-09T10:30:00.000Z',
    );
  });

  it('gets the first hour after the clocks go back right', () => {
    // 2025-11-02 02:00 EDT became 01:00 EST; 03:00 that day is EST.
    expect(new Date(instantInZone('2025-11-02T03:00:00', 'America/New_York')).toISOString()).toBe(
      '2025-11-02T08:00:00.000Z',
    );
  });

  it('refuses text that is not a wall-clock time', () => {
    expect(() => instantInZone('9 Nov 2025', 'America/New_York')).toThrow();
  });
});

describe("the config's dates", () => {
  it('places the invitation time, the ceremony and the end on the wedding day in Miami', () => {
    expect(wedding.event.timeZone).toBe('America/New_York');
    expect(new Date(weddingMoments.startsAt).toISOString()).toBe('2025-11-09T20:00:00.000Z');
    expect(new Date(weddingMoments.ceremonyAt).toISOString()).toBe('2025-11-09T21:00:00.000Z');
    expect(new Date(weddingMoments.endsAt).toISOString()).toBe('2025-11-10T04:00:00.000Z');
  });

  it("shows the invitation's date in the original English wording, and in Spanish", () => {
    expect(formatEventDate('en')).toBe('Sunday, Nov 09, 2025, 3:00PM');
    expect(formatEventDate('es')).toMatch(/^domingo, 9 de noviembre de 2025, 3:00\sp\.\s?m\.$/);
  });

  it("writes the deadline set in Settings as the RSVP-by date: its day on the wedding's clock", () => {
    // 23:59 on December 20th in Miami is already the 21st in UTC.
    const deadline = Date.parse('2026-12-21T04:59:00Z');
    expect(formatRsvpBy('en', deadline)).toBe('December 20th, 2026');
    expect(formatRsvpBy('es', deadline)).toBe('20 de diciembre de 2026');
    expect(formatRsvpBy('en', null)).toBe('September 1st, 2025');
  });

  it("says the config's RSVP-by date has passed once its day has ended on the wedding's clock", () => {
    expect(configRsvpByPassed(Date.parse('2025-09-02T03:59:00Z'))).toBe(false);
    expect(configRsvpByPassed(Date.parse('2025-09-02T04:00:00Z'))).toBe(true);
  });

  it('writes the RSVP-by date with an English ordinal, and in Spanish', () => {
    expect(formatRsvpBy('en')).toBe('September 1st, 2025');
    expect(formatRsvpBy('es')).toBe('1 de septiembre de 2025');
    expect(
      ['01', '02', '03', '04', '11', '12', '13', '21', '22', '23', '31'].map((d) => formatDay(`2025-01-${d}`, 'en')),
    ).toEqual([
      'January 1st, 2025',
      'January 2nd, 2025',
      'January 3rd, 2025',
      'January 4th, 2025',
      'January 11th, 2025',
      'January 12th, 2025',
      'January 13th, 2025',
      'January 21st, 2025',
      'January 22nd, 2025',
      'January 23rd, 2025',
      'January 31st, 2025',
    ]);
  });

  it("names a deadline in the event's time zone, whatever the reader's", () => {
    const closes = Date.parse('2025-09-01T03:59:00Z');
    expect(formatDeadline(closes, 'en')).toBe('August 31, 2025 at 11:59 PM EDT');
    expect(formatDeadline(closes, 'es')).toMatch(/^31 de agosto de 2025.*11:59\sp\.\s?m\..*EDT$/);
  });
});

describe('formatting the same date again', () => {
  it('reuses its Intl.DateTimeFormat instead of making a new one each render', () => {
    formatEventDate('en');
    formatEventDate('es');
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(formatEventDate('en')).toBe(formatEventDate('en'));
      formatEventDate('es');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});
