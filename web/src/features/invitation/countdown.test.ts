import { describe, expect, it } from 'vitest';
import { instantInZone, timeLeft } from './countdown';

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

describe('timeLeft', () => {
  const target = Date.UTC(2025, 10, 9, 21, 0, 0);

  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = target - (3 * 86_400 + 4 * 3600 + 5 * 60 + 6) * 1000 - 250;
    expect(timeLeft(now, target)).toEqual({ days: 3, hours: 4, minutes: 5, seconds: 6, done: false });
  });

  it('is done, showing zeros, at and after the moment', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };
    expect(timeLeft(target, target)).toEqual(zero);
    expect(timeLeft(target + 60_000, target)).toEqual(zero);
  });
});
