import type { Language } from '@contract/options';
import { db } from '../platform/firebase';
import { Refusal, type RefusalKind } from '../platform/refusal';
import { checkVerification, VERIFY_ERRORS, VerifyError } from '../platform/sms/verify';
import { addressTag, challengeSchema, lockedForAddress, MAX_WRONG_ATTEMPTS, type Challenge } from './otp';
import { wordsFor, type Words } from '../words';

// Sign-in codes through Twilio Verify. The site keeps its own challenge in
// otpChallenges/{guestId} (the send history, the cooldown, the wrong-code counts and locks, the 10 minute
// expiry): only the code itself lives at Verify, so the challenge names the number Verify sent it to
// (`verifyTo`) instead of holding a hash.

/** A new challenge whose code Verify holds: no hash, the number it went to and who asked for it. */
export const verifyChallenge = (challenge: Challenge, to: string, askers: string[]): Challenge => ({
  ...challenge,
  hash: null,
  salt: null,
  verifyTo: to,
  verifyBy: askers,
});

/**
 * Before a send through Verify, from the challenge that was live: whether Verify will send the same code
 * again (a pending verification to the same number that no one has spent checks on; its askers keep it, and
 * this one joins them), or the old verification must be canceled first (checks were spent on it: the guest
 * gets a new code with all of Verify's five checks). Anything else starts a new verification.
 */
export function verifyResend(
  before: Challenge | null,
  to: string,
  tag: string,
  now: number,
): { askers: string[]; cancelFirst: string | null } {
  const live = before?.verifyTo && (before.expiresAt?.toMillis() ?? 0) > now ? before : null;
  if (!live?.verifyTo) return { askers: [tag], cancelFirst: null };
  if (live.attempts > 0 || live.verifyTo !== to) return { askers: [tag], cancelFirst: live.verifyTo };
  return { askers: [...new Set([...(live.verifyBy ?? []), tag])], cancelFirst: null };
}

/** Verify's 10 minutes before a number may have a new code after 5 sends (error 60203). */
const VERIFY_SEND_WINDOW_MS = 10 * 60_000;

/**
 * A refusal of Verify's when sending, as the site's usual answer: its kind, words and whether to offer a
 * call. Too many sends: a limit, as the site's own hourly one; a bad number: invalid; a landline:
 * the call is offered; anything else: the code was not sent (a text offers the call too).
 */
export function verifySendRefusal(
  error: VerifyError,
  channel: 'sms' | 'call',
  lang: Language | undefined,
  say: Words['signIn'] = wordsFor(lang).signIn,
): { refusal: RefusalKind; message: string; callInstead: boolean } {
  if (error.code === VERIFY_ERRORS.maxSendAttempts) {
    return { refusal: 'limit', message: say.tooManyCodes(VERIFY_SEND_WINDOW_MS), callInstead: false };
  }
  if (error.code === VERIFY_ERRORS.invalidParameter)
    return { refusal: 'invalid', message: say.invalidPhone, callInstead: false };
  if (error.code === VERIFY_ERRORS.landline && channel === 'sms') {
    return { refusal: 'unavailable', message: say.landline, callInstead: true };
  }
  if (channel === 'call') return { refusal: 'unavailable', message: say.callFailed, callInstead: false };
  return { refusal: 'unavailable', message: say.notSent, callInstead: true };
}

/**
 * What Verify said of a code: right, wrong, no pending verification, or no more checks allowed; or
 * `elsewhere`: the code was asked for from other addresses, so it was not checked at all.
 */
export type VerifyCheck = 'approved' | 'wrong' | 'expired' | 'too-many' | 'elsewhere';

/** A check's status as the site reads it; undefined for one that says nothing about the code ('failed', unknown). */
function checkOutcome(status: string): VerifyCheck | undefined {
  if (status === 'approved') return 'approved';
  if (status === 'pending') return 'wrong';
  if (status === 'max_attempts_reached') return 'too-many';
  if (status === 'expired' || status === 'canceled' || status === 'deleted') return 'expired';
  return undefined;
}

/**
 * Asks Verify about `otp` for a guest whose live challenge is a Verify one, after the site's own checks
 * would let the code be tried (not locked, not expired, tries left from this address). Verify allows five
 * checks per verification whoever makes them, so only an address that asked for the code has it checked:
 * another address's guesses never spend the guest's checks. Undefined when the challenge is not a Verify
 * one or the site refuses first: the transaction that follows answers then. An answer that says nothing
 * about the code (not JSON, no status, Verify down) is unavailable, never a wrong code.
 */
export async function checkWithVerify(
  gid: string,
  otp: string,
  address: string,
  lang: Language | undefined,
): Promise<VerifyCheck | undefined> {
  const parsed = challengeSchema.safeParse((await db.collection('otpChallenges').doc(gid).get()).data());
  const to = parsed.success ? parsed.data.verifyTo : null;
  if (!parsed.success || !to) return undefined;
  const challenge = parsed.data;
  const now = Date.now();
  const tag = addressTag(address);
  if (lockedForAddress(challenge, tag, now) > 0) return undefined;
  if (!challenge.expiresAt || challenge.expiresAt.toMillis() <= now) return undefined;
  if ((challenge.attemptsBy[tag] ?? 0) >= MAX_WRONG_ATTEMPTS) return undefined;
  if (challenge.verifyBy && !challenge.verifyBy.includes(tag)) return 'elsewhere';
  const failed = () => new Refusal('unavailable', wordsFor(lang).signIn.checkFailed);
  try {
    const outcome = checkOutcome(await checkVerification(to, otp));
    if (!outcome) throw failed();
    return outcome;
  } catch (error) {
    if (!(error instanceof VerifyError)) throw error;
    if (error.code === VERIFY_ERRORS.notFound) return 'expired';
    if (error.code === VERIFY_ERRORS.maxCheckAttempts) return 'too-many';
    throw failed();
  }
}

/**
 * Inside the sign-in transaction, for a Verify challenge: whether the code was right, or the refusal
 * (and whether to burn the challenge) when Verify has no such verification or takes no more checks, or
 * the code was asked for elsewhere (refused without a check: not a wrong code).
 */
export function verifyVerdict(
  check: VerifyCheck | undefined,
  say: Words['signIn'],
): { right: boolean } | { refuse: { refusal: RefusalKind; message: string }; burn: boolean } {
  if (check === undefined) return { refuse: { refusal: 'unauthorized', message: say.noLongerValid }, burn: false };
  if (check === 'elsewhere') return { refuse: { refusal: 'unauthorized', message: say.askedElsewhere }, burn: false };
  if (check === 'expired') return { refuse: { refusal: 'unauthorized', message: say.expired }, burn: true };
  if (check === 'too-many') return { refuse: { refusal: 'limit', message: say.tooManyWrong }, burn: true };
  return { right: check === 'approved' };
}
