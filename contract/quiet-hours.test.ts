import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inQuietHours, outsideQuietHours } from './quiet-hours';
import { instantInZone } from './wedding-dates';

const NY = 'America/New_York';
const localHour = (ms: number, timeZone: string) =>
  Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(ms));
const at = (wall: string, zone = NY) => instantInZone(wall, zone);

describe('outsideQuietHours', () => {
  it('keeps a daytime moment, 09:00 and 20:59 included', () => {
    for (const wall of ['2026-03-02T09:00', '2026-03-02T14:30', '2026-03-02T20:59']) {
      expect(outsideQuietHours(at(wall), NY)).toBe(at(wall));
    }
  });

  it('moves 21:00 to 23:59 to the next morning at 09:00, and 00:00 to 08:59 to the same morning', () => {
    expect(outsideQuietHours(at('2026-03-02T21:00'), NY)).toBe(at('2026-03-03T09:00'));
    expect(outsideQuietHours(at('2026-03-02T23:59'), NY)).toBe(at('2026-03-03T09:00'));
    expect(outsideQuietHours(at('2026-03-03T00:00'), NY)).toBe(at('2026-03-03T09:00'));
    expect(outsideQuietHours(at('2026-03-03T08:59'), NY)).toBe(at('2026-03-03T09:00'));
    // The last night of a month and of a year.
    expect(outsideQuietHours(at('2026-12-31T22:00'), NY)).toBe(at('2027-01-01T09:00'));
  });

  it('lands on 09:00 local across the daylight-saving changes (23 h and 25 h nights)', () => {
    // 2026-03-08 and 2026-11-01: New York changes its clocks at 02:00.
    expect(outsideQuietHours(at('2026-03-07T22:00'), NY)).toBe(Date.parse('2026-03-08T13:00:00Z'));
    expect(outsideQuietHours(at('2026-03-08T01:30'), NY)).toBe(Date.parse('2026-03-08T13:00:00Z'));
    expect(outsideQuietHours(at('2026-10-31T22:00'), NY)).toBe(Date.parse('2026-11-01T14:00:00Z'));
    expect(outsideQuietHours(Date.parse('2026-11-01T05:30:00Z'), NY)).toBe(Date.parse('2026-11-01T14:00:00Z'));
  });

  it('follows the zone it is given, not the machine', () => {
    // 20:00 UTC is 21:00 in Paris (winter): quiet there, and 15:00 in New York: not.
    const ms = Date.parse('2026-01-15T20:00:00Z');
    expect(inQuietHours(ms, 'Europe/Paris')).toBe(true);
    expect(inQuietHours(ms, NY)).toBe(false);
    expect(outsideQuietHours(ms, 'Europe/Paris')).toBe(Date.parse('2026-01-16T08:00:00Z'));
  });

  it('waits the 13 real hours of a night the clocks go back (21:00 to 09:00 in Madrid, 25 October 2026)', () => {
    const ms = Date.parse('2026-10-24T19:00:00Z'); // 21:00 summer time; 09:00 next morning is winter time
    expect(outsideQuietHours(ms, 'Europe/Madrid')).toBe(Date.parse('2026-10-25T08:00:00Z'));
  });

  it('never answers a quiet hour, never earlier than asked, and at most 13 hours later (12, and a clock change)', () => {
    const zones = fc.constantFrom(NY, 'America/Los_Angeles', 'Europe/Madrid', 'Australia/Lord_Howe', 'Asia/Kolkata');
    const moments = fc.integer({ min: Date.parse('2024-01-01T00:00:00Z'), max: Date.parse('2030-12-31T00:00:00Z') });
    fc.assert(
      fc.property(moments, zones, (ms, zone) => {
        const start = outsideQuietHours(ms, zone);
        const hour = localHour(start, zone);
        expect(hour >= 9 && hour < 21).toBe(true);
        expect(start).toBeGreaterThanOrEqual(ms);
        expect(start - ms).toBeLessThanOrEqual(13 * 60 * 60 * 1000);
        if (start !== ms) expect(localHour(ms, zone) >= 21 || localHour(ms, zone) < 9).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
