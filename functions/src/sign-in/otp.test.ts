import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import {
  addressTag,
  afterWrongCode,
  burned,
  canSend,
  codeMatches,
  generateCode,
  lockedFor,
  lockedForAddress,
  newChallenge,
  retryMessage,
  UNLOCKED,
  WRONG_CODES_BEFORE_ADDRESS_LOCK,
  WRONG_CODES_BEFORE_LOCK,
  type SignInLock,
} from './otp';

const now = 1_800_000_000_000;

describe('sign-in codes', () => {
  it('are six digits, zero-padded', () => {
    for (let i = 0; i < 200; i++) expect(generateCode()).toMatch(/^\d{6}$/);
  });

  it('match only the code they were made from', () => {
    const challenge = newChallenge('012345', [], now);
    expect(codeMatches('012345', challenge)).toBe(true);
    expect(codeMatches('012346', challenge)).toBe(false);
    expect(challenge.hash).not.toContain('012345');
  });

  it('salt each challenge differently', () => {
    expect(newChallenge('111111', [], now).hash).not.toBe(newChallenge('111111', [], now).hash);
  });

  it('expire ten minutes after sending', () => {
    expect(newChallenge('111111', [], now).expiresAt?.toMillis()).toBe(now + 10 * 60_000);
  });

  it('match nothing once burned', () => {
    const challenge = burned(newChallenge('111111', [now - 1000], now));
    expect(codeMatches('111111', challenge)).toBe(false);
    expect(challenge.sentAt).toHaveLength(2);
  });
});

describe('canSend', () => {
  it('allows the first code', () => {
    expect(canSend([], now)).toEqual({ allowed: true });
  });

  it('holds a new code for 30 seconds after the last', () => {
    expect(canSend([now - 10_000], now)).toEqual({ allowed: false, reason: 'cooldown', retryAfterMs: 20_000 });
    expect(canSend([now - 30_000], now)).toEqual({ allowed: true });
  });

  it('allows 5 codes an hour and says when the oldest ages out', () => {
    const five = [50, 40, 30, 20, 10].map((minutes) => now - minutes * 60_000);
    expect(canSend(five.slice(1), now)).toEqual({ allowed: true });
    expect(canSend(five, now)).toEqual({ allowed: false, reason: 'hourly', retryAfterMs: 10 * 60_000 });
    expect(canSend([now - 61 * 60_000, ...five.slice(1)], now)).toEqual({ allowed: true });
  });

  it('keeps only the last hour of sends in a new challenge', () => {
    expect(newChallenge('111111', [now - 2 * 60 * 60_000, now - 60_000], now).sentAt).toHaveLength(2);
  });
});

describe('retryMessage', () => {
  it('speaks in seconds, then minutes', () => {
    expect(retryMessage(1000)).toBe('1 second');
    expect(retryMessage(29_100)).toBe('30 seconds');
    expect(retryMessage(10 * 60_000)).toBe('10 minutes');
    expect(retryMessage(24 * 60 * 60_000)).toBe('24 hours');
  });
});

describe('the 24-hour sign-in lock', () => {
  const wrongCodes = (count: number, at: (i: number) => number, limit = WRONG_CODES_BEFORE_ADDRESS_LOCK) => {
    let lock: SignInLock = UNLOCKED;
    for (let i = 0; i < count; i++) lock = afterWrongCode(lock, at(i), limit);
    return lock;
  };

  it('locks an address at its tenth wrong code within 24 hours, for 24 hours', () => {
    expect(WRONG_CODES_BEFORE_ADDRESS_LOCK).toBe(10);
    expect(
      lockedFor(
        wrongCodes(9, (i) => now + i),
        now + 9,
      ),
    ).toBe(0);
    const locked = wrongCodes(10, (i) => now + i);
    expect(lockedFor(locked, now + 9)).toBe(24 * 60 * 60_000);
    expect(lockedFor(locked, now + 9 + 24 * 60 * 60_000)).toBe(0);
  });

  it('locks the guest at the hundredth wrong code from all addresses (NIST SP 800-63B 5.2.2)', () => {
    expect(WRONG_CODES_BEFORE_LOCK).toBe(100);
    expect(
      lockedFor(
        wrongCodes(99, (i) => now + i, WRONG_CODES_BEFORE_LOCK),
        now + 99,
      ),
    ).toBe(0);
    expect(
      lockedFor(
        wrongCodes(100, (i) => now + i, WRONG_CODES_BEFORE_LOCK),
        now + 99,
      ),
    ).toBe(24 * 60 * 60_000);
  });

  it('locks a guest at an address only for that address', () => {
    const tag = addressTag('198.51.100.7');
    const locks = { ...UNLOCKED, addressLocks: { [tag]: wrongCodes(10, (i) => now + i) } };
    expect(lockedForAddress(locks, tag, now + 10)).toBeGreaterThan(0);
    expect(lockedForAddress(locks, addressTag('198.51.100.8'), now + 10)).toBe(0);
  });

  it('forgets wrong codes older than 24 hours', () => {
    const spread = wrongCodes(10, (i) => now + i * 3 * 60 * 60_000);
    expect(lockedFor(spread, now + 27 * 60 * 60_000)).toBe(0);
    expect(spread.wrongAt.length).toBeLessThan(10);
  });

  it('is kept by a new code and by burning one', () => {
    const locked = { ...wrongCodes(10, (i) => now + i), addressLocks: {} };
    expect(newChallenge('111111', [], now, locked).lockedUntil).toEqual(locked.lockedUntil);
    expect(burned({ ...newChallenge('111111', [], now), ...locked }).lockedUntil).toBeInstanceOf(Timestamp);
  });
});
