import { describe, expect, it } from 'vitest';
import { dayWindowAt, dayWindowOf, eventDays, eventsOfInvitation, isDayMode, nextDate } from './day-window';

const NY = 'America/New_York';
const at = (iso: string) => Date.parse(iso);

describe('the day-mode window', () => {
  it('runs from 06:00 on an event day to 04:00 the next morning on the wedding clock', () => {
    // 2026-06-13 in New York is EDT (UTC-4).
    const window = dayWindowOf('2026-06-13', NY);
    expect(new Date(window.opensAt).toISOString()).toBe('2026-06-13T10:00:00.000Z');
    expect(new Date(window.closesAt).toISOString()).toBe('2026-06-14T08:00:00.000Z');
    const events = [{ startsAt: '2026-06-13T15:00' }];
    expect(isDayMode(events, at('2026-06-13T09:59:59Z'), NY)).toBe(false);
    expect(isDayMode(events, at('2026-06-13T10:00:00Z'), NY)).toBe(true);
    expect(isDayMode(events, at('2026-06-14T07:59:59Z'), NY)).toBe(true);
    expect(isDayMode(events, at('2026-06-14T08:00:00Z'), NY)).toBe(false);
  });

  it('keeps 06:00 and 04:00 on the wall clock across the autumn daylight-saving change', () => {
    // Clocks go back at 02:00 on 2026-11-01: the night of Oct 31 has an hour more.
    const window = dayWindowOf('2026-10-31', NY);
    expect(new Date(window.opensAt).toISOString()).toBe('2026-10-31T10:00:00.000Z'); // 06:00 EDT
    expect(new Date(window.closesAt).toISOString()).toBe('2026-11-01T09:00:00.000Z'); // 04:00 EST
    expect(window.closesAt - window.opensAt).toBe(23 * 3600_000);
    const events = [{ startsAt: '2026-10-31T16:00' }];
    expect(isDayMode(events, at('2026-11-01T08:30:00Z'), NY)).toBe(true); // 03:30 EST
  });

  it('keeps them across the spring change too', () => {
    // Clocks go forward at 02:00 on 2027-03-14: the night of Mar 13 has an hour less.
    const window = dayWindowOf('2027-03-13', NY);
    expect(new Date(window.opensAt).toISOString()).toBe('2027-03-13T11:00:00.000Z'); // 06:00 EST
    expect(new Date(window.closesAt).toISOString()).toBe('2027-03-14T08:00:00.000Z'); // 04:00 EDT
    expect(window.closesAt - window.opensAt).toBe(21 * 3600_000);
  });

  it('gives the next window when none is open, and null when no event day is ahead', () => {
    const events = [{ startsAt: '2026-06-13T15:00' }, { startsAt: '2026-06-12T19:00' }];
    expect(dayWindowAt(events, at('2026-06-01T12:00:00Z'), NY)).toMatchObject({ date: '2026-06-12', open: false });
    expect(dayWindowAt(events, at('2026-06-12T20:00:00Z'), NY)).toMatchObject({ date: '2026-06-12', open: true });
    expect(dayWindowAt(events, at('2026-06-13T09:00:00Z'), NY)).toMatchObject({ date: '2026-06-13', open: false });
    expect(dayWindowAt(events, at('2026-06-15T12:00:00Z'), NY)).toBeNull();
  });

  it('counts only shown events, each day once', () => {
    expect(
      eventDays([
        { startsAt: '2026-06-13T15:00' },
        { startsAt: '2026-06-13T10:00' },
        { startsAt: '2026-06-14T10:00', hidden: true },
        { startsAt: 'soon' },
      ]),
    ).toEqual(['2026-06-13']);
    expect(nextDate('2026-12-31')).toBe('2027-01-01');
    expect(nextDate('2028-02-28')).toBe('2028-02-29');
  });
});

describe("an invitation's event days", () => {
  const events = [
    { id: 'welcome', startsAt: '2026-11-27T19:00' },
    { id: 'brunch', startsAt: '2026-11-29T10:00' },
  ];

  it('are the further events someone on the invitation is invited to', () => {
    const harpers = [{ events: ['brunch'] }, { events: [] }];
    expect(eventsOfInvitation(events, harpers).map((event) => event.id)).toEqual(['brunch']);
    expect(eventsOfInvitation(events, [{ events: ['welcome'] }, { events: ['brunch'] }])).toEqual(events);
  });

  it("are none for people invited to the wedding alone (the wedding's own day is always theirs)", () => {
    expect(eventsOfInvitation(events, [{ events: [] }, {}])).toEqual([]);
  });
});
