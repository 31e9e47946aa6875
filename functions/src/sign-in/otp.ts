import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { LIMITS } from '@contract/options';

export const CODE_TTL_MS = LIMITS.codeMinutes * 60_000;
const RESEND_COOLDOWN_MS = LIMITS.resendCooldownMs;
const MAX_SENDS_PER_HOUR = 5;
export const MAX_WRONG_ATTEMPTS = 5;
const HOUR_MS = 60 * 60_000;
/**
 * Wrong codes per guest, from every address together, that lock their sign-in: at most 100 failed attempts
 * (NIST SP 800-63B 5.2.2)...
 */
export const WRONG_CODES_BEFORE_LOCK = 100;
/** ...and from one address, which then cannot sign in as that guest; other addresses still can... */
export const WRONG_CODES_BEFORE_ADDRESS_LOCK = 10;
/** ...both counted over this window... */
const WRONG_CODE_WINDOW_MS = 24 * HOUR_MS;
/** ...and the lock's length, unless an admin unlocks it sooner. */
const LOCK_MS = 24 * HOUR_MS;

/**
 * otpChallenges/{guestId}: the live code (hashed), the send history for the limits, and the wrong codes of
 * the last 24 hours with the lock they lead to (documents from before the lock read as unlocked).
 */
const lockSchema = z.object({
  wrongAt: z.array(z.instanceof(Timestamp)).default([]),
  lockedUntil: z.instanceof(Timestamp).nullable().default(null),
});
export const challengeSchema = z.object({
  hash: z.string().nullable(),
  salt: z.string().nullable(),
  expiresAt: z.instanceof(Timestamp).nullable(),
  /** Wrong tries at the live code, from every address... */
  attempts: z.number(),
  /** ...and from each address (keyed by addressTag): an address gets MAX_WRONG_ATTEMPTS at each code. */
  attemptsBy: z.record(z.string(), z.number()).default({}),
  sentAt: z.array(z.instanceof(Timestamp)),
  wrongAt: z.array(z.instanceof(Timestamp)).default([]),
  lockedUntil: z.instanceof(Timestamp).nullable().default(null),
  /** The wrong codes of the last 24 hours from each address, with that address's lock. */
  addressLocks: z.record(z.string(), lockSchema).default({}),
  /**
   * Wrong codes in a row, from every address, since the guest last signed in or an admin unlocked them
   * (missing on challenges from before the count: their wrong codes of the last 24 hours)...
   */
  consecutiveWrong: z.number().optional(),
  /** ...which at WRONG_CODES_BEFORE_LOCK hold code sign-in until an admin unlocks it. */
  heldForCouple: z.boolean().default(false),
  /** The last send was refused by the provider (a landline): a call may follow it without the cooldown. */
  lastSendRefused: z.boolean().default(false),
  /** When sign-in calls rang this guest in the last 24 hours (at most CALLS_PER_DAY). */
  callAt: z.array(z.instanceof(Timestamp)).default([]),
  /** The number Twilio Verify sent the live code to (its code lives at Verify, so `hash` is null). */
  verifyTo: z.string().nullable().default(null),
  /**
   * The addresses (addressTag) that asked for the live Verify code: only they may have it checked at Verify,
   * whose five checks a verification shares among every caller. Missing on challenges from before: any
   * address may, as then.
   */
  verifyBy: z.array(z.string()).nullable().default(null),
  /** How the live (or last) code went out: a sign-in with a texted code records consent to texts. */
  sentBy: z.enum(['sms', 'call', 'email']).nullable().default(null),
});
export type Challenge = z.infer<typeof challengeSchema>;
export type SignInLock = Pick<Challenge, 'wrongAt' | 'lockedUntil'>;
type SignInLocks = SignInLock & Pick<Challenge, 'addressLocks'>;
export const UNLOCKED: SignInLocks & Pick<Challenge, 'consecutiveWrong' | 'heldForCouple'> = {
  wrongAt: [],
  lockedUntil: null,
  addressLocks: {},
  consecutiveWrong: 0,
  heldForCouple: false,
};
const NO_LOCK: SignInLock = { wrongAt: [], lockedUntil: null };

/** How an address is named in a challenge: a hash, so no raw address is stored. */
export const addressTag = (address: string) =>
  createHash('sha256').update(`sign-in-address|${address}`).digest('hex').slice(0, 20);

/** The lock of one address for this guest (unlocked when it never entered a wrong code). */
export const addressLockOf = (locks: Pick<Challenge, 'addressLocks'>, tag: string): SignInLock =>
  locks.addressLocks[tag] ?? NO_LOCK;

/** How long sign-in stays locked for this guest at this address: the guest's lock or the address's. */
export function lockedForAddress(locks: SignInLocks, tag: string, now: number): number {
  return Math.max(lockedFor(locks, now), lockedFor(addressLockOf(locks, tag), now));
}

/** The address locks still worth keeping: those with a wrong code or a lock in the last 24 hours. */
export function recentAddressLocks(locks: Challenge['addressLocks'], now: number): Challenge['addressLocks'] {
  return Object.fromEntries(
    Object.entries(locks).filter(
      ([, lock]) => lockedFor(lock, now) > 0 || lock.wrongAt.some((t) => now - t.toMillis() < WRONG_CODE_WINDOW_MS),
    ),
  );
}

/** Wrong codes in a row so far (a challenge from before the count: its wrong codes of the last 24 hours). */
export function consecutiveWrongOf(challenge: Pick<Challenge, 'consecutiveWrong' | 'wrongAt'>, now: number): number {
  if (challenge.consecutiveWrong !== undefined) return challenge.consecutiveWrong;
  return challenge.wrongAt.filter((t) => now - t.toMillis() < WRONG_CODE_WINDOW_MS).length;
}

/** How long the guest's sign-in stays locked from `now` (0: not locked). */
export function lockedFor(lock: SignInLock, now: number): number {
  return Math.max(0, (lock.lockedUntil?.toMillis() ?? 0) - now);
}

/** The lock after one more wrong code: the last 24 hours of wrong codes, locked at the `limit`th. */
export function afterWrongCode(lock: SignInLock, now: number, limit = WRONG_CODES_BEFORE_LOCK): SignInLock {
  const wrongAt = [...lock.wrongAt.filter((t) => now - t.toMillis() < WRONG_CODE_WINDOW_MS), Timestamp.fromMillis(now)];
  const locks = wrongAt.length >= limit;
  return { wrongAt, lockedUntil: locks ? Timestamp.fromMillis(now + LOCK_MS) : lock.lockedUntil };
}

export function generateCode(): string {
  return String(randomInt(0, 10 ** LIMITS.codeLength)).padStart(LIMITS.codeLength, '0');
}

export function hashCode(code: string, salt: string): string {
  return createHash('sha256').update(salt).update(':').update(code).digest('hex');
}

export function codeMatches(code: string, challenge: Pick<Challenge, 'hash' | 'salt'>): boolean {
  if (!challenge.hash || !challenge.salt) return false;
  const expected = Buffer.from(challenge.hash, 'hex');
  const actual = Buffer.from(hashCode(code, challenge.salt), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

type SendDecision = { allowed: true } | { allowed: false; retryAfterMs: number; reason: 'cooldown' | 'hourly' };

/**
 * Whether a new code may be sent now, given when the previous ones were sent or refused (`skipCooldown`:
 * the call that a refused text offers; the hourly cap still holds).
 */
export function canSend(sentAt: number[], now: number, skipCooldown = false): SendDecision {
  const lastHour = sentAt.filter((t) => now - t < HOUR_MS).sort((a, b) => a - b);
  const last = lastHour.at(-1);
  if (!skipCooldown && last !== undefined && now - last < RESEND_COOLDOWN_MS) {
    return { allowed: false, reason: 'cooldown', retryAfterMs: RESEND_COOLDOWN_MS - (now - last) };
  }
  if (lastHour.length >= MAX_SENDS_PER_HOUR) {
    return { allowed: false, reason: 'hourly', retryAfterMs: HOUR_MS - (now - lastHour[0]!) };
  }
  return { allowed: true };
}

/** Sign-in calls to one guest in 24 hours (a guest's phone never rings all night or all day). */
export const CALLS_PER_DAY = 10;

/** The calls of the last 24 hours, and whether one more may ring. */
export function recentCalls(callAt: number[], now: number) {
  const recent = callAt.filter((t) => now - t < WRONG_CODE_WINDOW_MS).sort((a, b) => a - b);
  const allowed = recent.length < CALLS_PER_DAY;
  return { recent, allowed, retryAfterMs: allowed ? 0 : WRONG_CODE_WINDOW_MS - (now - recent[0]!) };
}

type Carried = Partial<Pick<Challenge, 'consecutiveWrong' | 'heldForCouple' | 'callAt'>>;

export function newChallenge(
  code: string,
  previousSends: number[],
  now: number,
  lock: SignInLocks & Carried = UNLOCKED,
): Challenge {
  const salt = randomBytes(16).toString('hex');
  return {
    wrongAt: lock.wrongAt,
    lockedUntil: lock.lockedUntil,
    consecutiveWrong: consecutiveWrongOf({ consecutiveWrong: lock.consecutiveWrong, wrongAt: lock.wrongAt }, now),
    heldForCouple: lock.heldForCouple ?? false,
    lastSendRefused: false,
    callAt: lock.callAt ?? [],
    addressLocks: recentAddressLocks(lock.addressLocks, now),
    hash: hashCode(code, salt),
    salt,
    verifyTo: null,
    verifyBy: null,
    sentBy: null,
    expiresAt: Timestamp.fromMillis(now + CODE_TTL_MS),
    attempts: 0,
    attemptsBy: {},
    sentAt: [...previousSends.filter((t) => now - t < HOUR_MS), now].map((t) => Timestamp.fromMillis(t)),
  };
}

/** The challenge with its code burned, keeping the send history that the limits need. */
export function burned(challenge: Challenge): Challenge {
  return {
    ...challenge,
    hash: null,
    salt: null,
    verifyTo: null,
    verifyBy: null,
    expiresAt: null,
    attempts: 0,
    attemptsBy: {},
  };
}

export function retryMessage(retryAfterMs: number): string {
  const seconds = Math.ceil(retryAfterMs / 1000);
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}
