// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { timeLeft } from './countdown';

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
