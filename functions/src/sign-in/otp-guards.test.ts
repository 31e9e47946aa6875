import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { CALLS_PER_DAY, canSend, consecutiveWrongOf, newChallenge, recentCalls, UNLOCKED } from './otp';

const now = Date.parse('2026-11-25T15:00:00Z');
const HOUR_MS = 60 * 60_000;

describe('the guest limits a refused send counts against', () => {
  it('lets the call a refused text offers skip the cooldown, never the hourly cap', () => {
    expect(canSend([now - 5_000], now)).toMatchObject({ allowed: false, reason: 'cooldown' });
    expect(canSend([now - 5_000], now, true)).toEqual({ allowed: true });
    const five = [1, 2, 3, 4, 5].map((i) => now - i * 60_000);
    expect(canSend(five, now, true)).toMatchObject({ allowed: false, reason: 'hourly' });
  });

  it('counts wrong codes in a row, reading an older challenge by its wrong codes of the last day', () => {
    expect(consecutiveWrongOf({ consecutiveWrong: 7, wrongAt: [] }, now)).toBe(7);
    const wrongAt = [now - 60_000, now - 2 * HOUR_MS, now - 25 * HOUR_MS].map((t) => Timestamp.fromMillis(t));
    expect(consecutiveWrongOf({ consecutiveWrong: undefined, wrongAt }, now)).toBe(2);
    // A new code keeps the count; it is no lock on its own.
    const next = newChallenge('123456', [], now, { ...UNLOCKED, consecutiveWrong: 42 });
    expect(next).toMatchObject({ consecutiveWrong: 42, heldForCouple: false, lastSendRefused: false });
  });

  it('allows at most CALLS_PER_DAY calls in 24 hours', () => {
    const calls = Array.from({ length: CALLS_PER_DAY }, (_, i) => now - (i + 1) * HOUR_MS);
    const full = recentCalls(calls, now);
    expect(full.allowed).toBe(false);
    expect(full.retryAfterMs).toBe(24 * HOUR_MS - CALLS_PER_DAY * HOUR_MS);
    expect(recentCalls(calls.slice(1), now).allowed).toBe(true);
    expect(recentCalls([now - 25 * HOUR_MS, ...calls.slice(1)], now).recent).toHaveLength(CALLS_PER_DAY - 1);
  });
});
