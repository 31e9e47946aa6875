import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';

export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60_000;
export const RESEND_COOLDOWN_MS = 30_000;
export const MAX_SENDS_PER_HOUR = 5;
export const MAX_WRONG_ATTEMPTS = 5;
const HOUR_MS = 60 * 60_000;

/** otpChallenges/{guestId}: the live code (hashed) and the send history for the limits. */
export const challengeSchema = z.object({
  hash: z.string().nullable(),
  salt: z.string().nullable(),
  expiresAt: z.instanceof(Timestamp).nullable(),
  attempts: z.number(),
  sentAt: z.array(z.instanceof(Timestamp)),
});
export type Challenge = z.infer<typeof challengeSchema>;

export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
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

export type SendDecision = { allowed: true } | { allowed: false; retryAfterMs: number; reason: 'cooldown' | 'hourly' };

/** Whether a new code may be sent now, given when the previous ones went out. */
export function canSend(sentAt: number[], now: number): SendDecision {
  const lastHour = sentAt.filter((t) => now - t < HOUR_MS).sort((a, b) => a - b);
  const last = lastHour.at(-1);
  if (last !== undefined && now - last < RESEND_COOLDOWN_MS) {
    return { allowed: false, reason: 'cooldown', retryAfterMs: RESEND_COOLDOWN_MS - (now - last) };
  }
  if (lastHour.length >= MAX_SENDS_PER_HOUR) {
    return { allowed: false, reason: 'hourly', retryAfterMs: HOUR_MS - (now - lastHour[0]!) };
  }
  return { allowed: true };
}

export function newChallenge(code: string, previousSends: number[], now: number): Challenge {
  const salt = randomBytes(16).toString('hex');
  return {
    hash: hashCode(code, salt),
    salt,
    expiresAt: Timestamp.fromMillis(now + CODE_TTL_MS),
    attempts: 0,
    sentAt: [...previousSends.filter((t) => now - t < HOUR_MS), now].map((t) => Timestamp.fromMillis(t)),
  };
}

/** The challenge with its code burned, keeping the send history that the limits need. */
export function burned(challenge: Challenge): Challenge {
  return { ...challenge, hash: null, salt: null, expiresAt: null, attempts: 0 };
}

export function retryMessage(retryAfterMs: number): string {
  const seconds = Math.ceil(retryAfterMs / 1000);
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}
