import type { Call } from '../calls';
import { logger } from 'firebase-functions';
import { INVITATION_INACTIVE } from '../domain/sign-in/auth';
import { adminAuth, db } from '../platform/firebase';
import { guests, toGuest } from '../domain/guests/guests';
import {
  afterWrongCode,
  burned,
  challengeSchema,
  codeMatches,
  lockedFor,
  MAX_WRONG_ATTEMPTS,
  signInLockedMessage,
} from '../domain/sign-in/otp';
import { ApiError, ok } from '../platform/respond';
import type { guestAuthBody } from '@contract/sign-in';

export type SignedInGuest = { id: string; invtId: string; isAdmin: boolean; token: string };
export type MintToken = (uid: string, claims: { invtId: string; isAdmin: boolean }) => Promise<string>;

const NO_LONGER_VALID = 'This code is no longer valid. Please go back and request a new one.';
const mintCustomToken: MintToken = (uid, claims) => adminAuth.createCustomToken(uid, claims);

type Outcome = { ok: true; guest: SignedInGuest } | { ok: false; code: number; message: string };

/**
 * Checks a code in one transaction, so two right answers at once cannot both win. A wrong code counts an
 * attempt (the fifth burns the code) and one of the guest's wrong codes of the last 24 hours (the tenth locks
 * their sign-in for 24 hours). The right code mints the custom token first and burns the code after, inside
 * the same transaction: if signing fails, nothing is written and the guest still has their code.
 */
export async function signInWithCode(gid: string, otp: string, mint: MintToken = mintCustomToken): Promise<Outcome> {
  const challengeRef = db.collection('otpChallenges').doc(gid);
  const guestRef = guests().doc(gid);
  return db.runTransaction<Outcome>(async (tx) => {
    const [challengeSnap, guestSnap] = await Promise.all([tx.get(challengeRef), tx.get(guestRef)]);
    const challenge = challengeSchema.safeParse(challengeSnap.data());
    if (!challenge.success) return { ok: false, code: 401, message: NO_LONGER_VALID };
    const current = challenge.data;
    const now = Date.now();
    const locked = lockedFor(current, now);
    if (locked > 0) return { ok: false, code: 429, message: signInLockedMessage(locked) };
    if (!current.hash) return { ok: false, code: 401, message: NO_LONGER_VALID };
    if (!current.expiresAt || current.expiresAt.toMillis() <= now) {
      tx.set(challengeRef, burned(current));
      return { ok: false, code: 401, message: 'This code has expired. Please go back and request a new one.' };
    }
    if (!codeMatches(otp, current)) {
      const attempts = current.attempts + 1;
      const lock = afterWrongCode(current, now);
      const lockNow = lockedFor(lock, now);
      if (lockNow > 0) {
        tx.set(challengeRef, { ...burned(current), ...lock });
        logger.warn('sign-in locked after too many wrong codes', { guest: gid });
        return { ok: false, code: 429, message: signInLockedMessage(lockNow) };
      }
      if (attempts >= MAX_WRONG_ATTEMPTS) {
        tx.set(challengeRef, { ...burned(current), ...lock });
        return { ok: false, code: 429, message: 'Too many wrong codes. Please go back and request a new one.' };
      }
      tx.set(challengeRef, { ...current, ...lock, attempts });
      const left = MAX_WRONG_ATTEMPTS - attempts;
      return { ok: false, code: 401, message: `That code is not right. ${left} attempt${left === 1 ? '' : 's'} left.` };
    }
    const guest = toGuest(guestSnap);
    if (!guest || guest.disabled) {
      tx.set(challengeRef, burned(current));
      return guest
        ? { ok: false, code: 403, message: INVITATION_INACTIVE }
        : { ok: false, code: 401, message: NO_LONGER_VALID };
    }
    const claims = { invtId: guest.invtId, isAdmin: guest.isAdmin };
    const token = await mint(gid, claims);
    tx.set(challengeRef, burned(current));
    return { ok: true, guest: { id: gid, ...claims, token } };
  });
}

export async function guestAuth({ body, res }: Call<'public', typeof guestAuthBody>) {
  const outcome = await signInWithCode(body.gid, body.otp);
  if (!outcome.ok) throw new ApiError(outcome.code, outcome.message);
  logger.info('guest signed in', { guest: outcome.guest.id, isAdmin: outcome.guest.isAdmin });
  ok(res, 'Welcome!', outcome.guest);
}
