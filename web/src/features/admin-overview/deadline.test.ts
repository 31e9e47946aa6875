// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './deadline';

describe('deadline input, on the wedding time zone', () => {
  it("shows an instant on the event's clock, whatever the device's zone", () => {
    // 03:59 UTC on 2 September is 23:59 on 1 September in New York (EDT, UTC-4).
    expect(toLocalInput('2025-09-02T03:59:00.000Z', 'America/New_York')).toBe('2025-09-01T23:59');
    expect(toLocalInput('2025-09-02T03:59:00.000Z', 'America/Los_Angeles')).toBe('2025-09-01T20:59');
  });

  it("reads a typed time on the event's clock", () => {
    expect(fromLocalInput('2025-09-01T23:59', 'America/New_York')).toBe('2025-09-02T03:59:00.000Z');
    // In winter New York is UTC-5.
    expect(fromLocalInput('2025-12-01T23:59', 'America/New_York')).toBe('2025-12-02T04:59:00.000Z');
  });

  it('round-trips an instant through the field', () => {
    const iso = '2025-09-02T03:59:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
  });

  it('reads an empty field as no deadline', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(null)).toBe('');
  });
});

describe("deadline on the wedding's clock", () => {
  it('reads 9:00 AM typed anywhere as 9:00 AM in the event zone (New York, summer time)', () => {
    expect(fromLocalInput('2025-09-01T09:00')).toBe('2025-09-01T13:00:00.000Z');
  });

  it("shows a stored deadline as the wedding's wall clock", () => {
    expect(toLocalInput('2025-09-01T13:00:00.000Z')).toBe('2025-09-01T09:00');
    expect(toLocalInput('2025-12-01T14:30:00.000Z')).toBe('2025-12-01T09:30');
  });
});
