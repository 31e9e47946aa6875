// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fromZoneInput, reminderPlan, startsAtFor, toZoneInput } from './schedule';
import { formatWhen } from '../../lib/event-clock';

const NY = 'America/New_York';

describe('the reminder plan', () => {
  const deadline = '2026-09-02T03:59:00.000Z'; // September 1st, 23:59 in New York

  it('proposes 21, 10 and 3 days before the deadline at 10:00 on the event clock', () => {
    const plan = reminderPlan(deadline, Date.parse('2026-07-01T00:00:00Z'), NY);
    expect(plan.why).toBeNull();
    expect(plan.reminders.map((r) => [r.daysBefore, toZoneInput(r.sendAt, NY)])).toEqual([
      [21, '2026-08-11T10:00'],
      [10, '2026-08-22T10:00'],
      [3, '2026-08-29T10:00'],
    ]);
  });

  it('leaves out the dates already past', () => {
    const plan = reminderPlan(deadline, Date.parse('2026-08-25T00:00:00Z'), NY);
    expect(plan.reminders.map((r) => r.daysBefore)).toEqual([3]);
  });

  it('proposes nothing, saying why, without a deadline, after it, or when every date has passed', () => {
    expect(reminderPlan(null, 0, NY)).toEqual({ reminders: [], why: expect.stringMatching(/no RSVP deadline/) });
    expect(reminderPlan(deadline, Date.parse('2026-09-03T00:00:00Z'), NY).why).toMatch(/has passed/);
    expect(reminderPlan(deadline, Date.parse('2026-08-30T00:00:00Z'), NY).why).toMatch(/has passed/);
  });

  it('keeps 10:00 local across a daylight-saving change', () => {
    // 3 days before November 3rd crosses New York's change back to standard time on November 1st.
    const plan = reminderPlan('2026-11-04T04:59:00.000Z', Date.parse('2026-10-01T00:00:00Z'), NY);
    expect(plan.reminders.map((r) => toZoneInput(r.sendAt, NY))).toEqual([
      '2026-10-13T10:00',
      '2026-10-24T10:00',
      '2026-10-31T10:00',
    ]);
  });
});

describe('times on the event clock', () => {
  it('round-trips a datetime-local value and names the zone when shown', () => {
    const ms = fromZoneInput('2026-05-01T10:00', NY)!;
    expect(new Date(ms).toISOString()).toBe('2026-05-01T14:00:00.000Z');
    expect(toZoneInput(ms, NY)).toBe('2026-05-01T10:00');
    expect(formatWhen(ms, NY)).toBe('Fri, May 1, 2026, 10:00 AM EDT');
    expect(fromZoneInput('')).toBeNull();
    expect(fromZoneInput('tuesday')).toBeNull();
  });

  it('shows when a night-time choice will really start', () => {
    const late = fromZoneInput('2026-05-01T22:30')!;
    expect(toZoneInput(startsAtFor(late))).toBe('2026-05-02T09:00');
  });
});
