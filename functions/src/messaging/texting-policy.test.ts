import { describe, expect, it } from 'vitest';
import { instantInZone } from '@contract/wedding-dates';
import {
  callHours,
  callsOpenAt,
  callsWaitFor,
  overBudget,
  overHourlyBudget,
  refuseCallAtNight,
  textsWaitUntil,
} from './texting-policy';

const NY = 'America/New_York';
const at = (wall: string) => instantInZone(wall, NY);
const day = callHours('08-21');

// The texting policy's rules take the time it is: each is tried here at the hours that matter.
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

describe('a sign-in call asked for', () => {
  it("is refused at night on the wedding clock, saying when calls open, in the guest's language", () => {
    const night = at('2026-12-01T23:30');
    expect(() => refuseCallAtNight(night, undefined, day)).toThrow(
      expect.objectContaining({
        kind: 'limit',
        message:
          "We do not make sign-in calls between 9 PM and 8 AM (the wedding's time). You can ask for a call again at 8:00 AM, or ask for the code by text or email now.",
      }),
    );
    expect(() => refuseCallAtNight(night, 'es', day)).toThrow(/a las 8:00 a\. m\./);
  });

  it('goes ahead in the day', () => {
    expect(() => refuseCallAtNight(at('2026-12-01T08:00'), undefined, day)).not.toThrow();
    expect(() => refuseCallAtNight(at('2026-12-01T20:59'), 'es', day)).not.toThrow();
  });
});

describe('a bulk text about to go out', () => {
  it('waits for 09:00 from 21:00 on the wedding clock, and goes at once in the day', () => {
    expect(textsWaitUntil(at('2026-12-01T21:00'), NY)).toBe(at('2026-12-02T09:00'));
    expect(textsWaitUntil(at('2026-12-02T03:15'), NY)).toBe(at('2026-12-02T09:00'));
    expect(textsWaitUntil(at('2026-12-02T09:00'), NY)).toBeNull();
    expect(textsWaitUntil(at('2026-12-02T20:59'), NY)).toBeNull();
  });
});

describe("an admin's hourly text budget", () => {
  it('says none are left, or how many, and when to try again', () => {
    expect(overBudget(1000, 1000, 1, 30 * 60_000)).toMatchObject({
      kind: 'limit',
      message: 'You have sent 1000 texts this hour, the most allowed. Please try again in 30 minutes.',
    });
    expect(overBudget(1000, 990, 20, 30 * 60_000)).toMatchObject({
      kind: 'limit',
      message:
        'This would send 20 SMS segments, and you can send 10 more this hour (at most 1000 per admin). Please choose fewer guests, or try again in 30 minutes.',
    });
  });

  it("refuses a scheduled batch whose audience is larger than one hour's budget", () => {
    expect(overHourlyBudget(1000, 1000)).toBeNull();
    expect(overHourlyBudget(1001, 1000)).toMatchObject({
      kind: 'limit',
      message:
        "This would send 1001 SMS segments to today's audience, more than the 1000 an admin may send in an hour. Please choose fewer guests.",
    });
  });
});
