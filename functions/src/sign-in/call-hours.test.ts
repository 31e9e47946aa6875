import { describe, expect, it } from 'vitest';
import { instantInZone } from '@contract/wedding-dates';
import { callHours, callsOpenAt, callsWaitFor } from './call-hours';

const NY = 'America/New_York';
const at = (wall: string) => instantInZone(wall, NY);
const day = callHours('08-21');

describe('sign-in call hours', () => {
  it('rings from 08:00 until 21:00 on the wedding clock, and says when calls open again', () => {
    expect(callsWaitFor(at('2026-11-25T08:00'), day, NY)).toBe(0);
    expect(callsWaitFor(at('2026-11-25T20:59'), day, NY)).toBe(0);
    expect(callsWaitFor(at('2026-11-25T21:00'), day, NY)).toBe(11 * 60 * 60_000);
    expect(callsWaitFor(at('2026-11-25T07:59'), day, NY)).toBe(60_000);
    expect(callsWaitFor(at('2026-11-26T02:30'), day, NY)).toBe(5.5 * 60 * 60_000);
    expect(callsOpenAt(day, 'en')).toBe('8:00 AM');
    expect(callsOpenAt(day, 'es')).toBe('8:00 a. m.');
  });

  it('reads its setting, falling back to 08-21 for anything unreadable', () => {
    expect(callHours('00-24')).toEqual({ from: 0, until: 24 });
    expect(callsWaitFor(at('2026-11-26T03:00'), callHours('00-24'), NY)).toBe(0);
    for (const raw of ['', 'night', '21-08', '08-25']) expect(callHours(raw)).toEqual({ from: 8, until: 21 });
  });
});
