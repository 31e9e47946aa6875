import type { Language } from '@contract/options';
import { db } from '../../platform/firebase';
import { ApiError } from '../../platform/respond';
import { checkVerification, VERIFY_ERRORS, VerifyError } from '../../platform/sms/verify';
import { addressTag, challengeSchema, lockedForAddress, MAX_WRONG_ATTEMPTS, type Challenge } from './otp';
import { wordsFor, type Words } from '../../words';

// Sign-in codes through Twilio Verify (DESIGN.md section 23). The site keeps its own challenge in
// otpChallenges/{guestId} (the send history, the cooldown, the wrong-code counts and locks, the 10 minute
// expiry): only the code itself lives at Verify, so the challenge names the number Verify sent it to
// (`verifyTo`) instead of holding a hash.

/** A new challenge whose code Verify holds: no hash, the number it went to. */
export const verifyChallenge = (challenge: Challenge, to: string): Challenge => ({
  ...challenge,
  hash: null,
  salt: null,
  verifyTo: to,
});

/** Verify's 10 minutes before a number may have a new code after 5 sends (error 60203). */
const VERIFY_SEND_WINDOW_MS = 10 * 60_000;

/**
 * A refusal of Verify's when sending, as the site's usual answer: its status, words and whether to offer a
 * call. Too many sends: 429 as the site's own hourly limit; a bad number: 400 as an invalid one; a landline:
 * the call is offered; anything else: the code was not sent (a text offers the call too).
 */
export function verifySendRefusal(
  error: VerifyError,
  channel: 'sms' | 'call',
  lang: Language | undefined,
  say: Words['signIn'] = wordsFor(lang).signIn,
): { status: number; message: string; callInstead: boolean } {
  if (error.code === VERIFY_ERRORS.maxSendAttempts) {
    return { status: 429, message: say.tooManyCodes(VERIFY_SEND_WINDOW_MS), callInstead: false };
  }
  if (error.code === VERIFY_ERRORS.invalidParameter)
    return { status: 400, message: say.invalidPhone, callInstead: false };
  if (error.code === VERIFY_ERRORS.landline && channel === 'sms') {
    return { status: 502, message: say.landline, callInstead: true };
  }
  if (channel === 'call') return { status: 502, message: say.callFailed, callInstead: false };
  return { status: 502, message: say.notSent, callInstead: true };
}

/** What Verify said of a code: right, wrong, no pending verification, or no more checks allowed. */
export type VerifyCheck = 'approved' | 'wrong' | 'expired' | 'too-many';

/**
 * Asks Verify about `otp` for a guest whose live challenge is a Verify one, after the site's own checks
 * would let the code be tried (not locked, not expired, tries left from this address). Undefined when the
 * challenge is not a Verify one or the site refuses first: the transaction that follows answers then.
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
  try {
    return (await checkVerification(to, otp)) ? 'approved' : 'wrong';
  } catch (error) {
    if (!(error instanceof VerifyError)) throw error;
    if (error.code === VERIFY_ERRORS.notFound) return 'expired';
    if (error.code === VERIFY_ERRORS.maxCheckAttempts) return 'too-many';
    throw new ApiError(502, wordsFor(lang).signIn.checkFailed);
  }
}

/**
 * Inside the sign-in transaction, for a Verify challenge: whether the code was right, or the refusal
 * (and whether to burn the challenge) when Verify has no such verification or takes no more checks.
 */
export function verifyVerdict(
  check: VerifyCheck | undefined,
  say: Words['signIn'],
): { right: boolean } | { refuse: { code: number; message: string }; burn: boolean } {
  if (check === undefined) return { refuse: { code: 401, message: say.noLongerValid }, burn: false };
  if (check === 'expired') return { refuse: { code: 401, message: say.expired }, burn: true };
  if (check === 'too-many') return { refuse: { code: 429, message: say.tooManyWrong }, burn: true };
  return { right: check === 'approved' };
}
