import type { Call } from '../api/calls';
import { logger } from 'firebase-functions';
import { adminAuth, db } from '../platform/firebase';
import { guests, toGuest, type Guest } from '../guests/guests';
import { noteSeen } from '../guests/last-seen';
import {
  addressLockOf,
  addressTag,
  afterWrongCode,
  burned,
  challengeSchema,
  codeMatches,
  consecutiveWrongOf,
  lockedFor,
  lockedForAddress,
  MAX_WRONG_ATTEMPTS,
  recentAddressLocks,
  WRONG_CODES_BEFORE_ADDRESS_LOCK,
  WRONG_CODES_BEFORE_LOCK,
} from './otp';
import { ADDRESS_MAX_WRONG_CODES, guestAuthWrongKey, HOUR_MS } from '../platform/limit-keys';
import { requestAddress, reserveCap } from '../platform/rate-limit';
import { cancelVerification } from '../platform/sms/verify';
import { wordsFor } from '../words';
import { readAlias } from './find-aliases';
import { checkWithVerify, verifyVerdict, type VerifyCheck } from './verify-code';
import { recordSignInConsent } from '../guests/sms-consent';
import type { Language } from '@contract/options';
import { ok } from '../platform/respond';
import { Refusal, type RefusalKind } from '../platform/refusal';

type SignedInGuest = { id: string; invtId: string; isAdmin: boolean; token: string };
type MintToken = (uid: string, claims: { invtId: string; isAdmin: boolean }) => Promise<string>;

const mintCustomToken: MintToken = (uid, claims) => adminAuth.createCustomToken(uid, claims);

/**
 * `wrong`: the code was checked and was not right (what the per-address count counts). `cancel`: the number
 * whose code Verify holds, burned here, to cancel at Verify so the guest's next request gets a new code.
 */
type Outcome =
  | { ok: true; guest: SignedInGuest; lastSeenAt: Guest['lastSeenAt'] }
  | { ok: false; refusal: RefusalKind; message: string; wrong?: true; cancel?: string };

/** The number to cancel at Verify when `challenge`, a Verify one, is burned. */
const cancelOf = (challenge: { verifyTo: string | null }) => (challenge.verifyTo ? { cancel: challenge.verifyTo } : {});

/**
 * Checks a code in one transaction, so two right answers at once cannot both win. A wrong code counts
 * against the code (an address gets 5 tries at each code), against the address (its tenth wrong code in 24
 * hours locks sign-in for this guest from that address only) and against the guest (the hundredth from all
 * addresses together locks their code sign-in for 24 hours). So wrong codes from one address never keep
 * the guest, signing in from another, out: their own fresh code still works. The right code mints the
 * custom token first and burns the code after, inside the same transaction: if signing fails, nothing is
 * written and the guest still has their code.
 */
export async function signInWithCode(
  gid: string,
  otp: string,
  mint: MintToken = mintCustomToken,
  address = 'unknown',
  lang?: Language,
  verifyCheck?: VerifyCheck,
): Promise<Outcome> {
  const say = wordsFor(lang).signIn;
  const NO_LONGER_VALID = say.noLongerValid;
  const challengeRef = db.collection('otpChallenges').doc(gid);
  const guestRef = guests().doc(gid);
  const tag = addressTag(address);
  return db.runTransaction<Outcome>(async (tx) => {
    const [challengeSnap, guestSnap] = await Promise.all([tx.get(challengeRef), tx.get(guestRef)]);
    const challenge = challengeSchema.safeParse(challengeSnap.data());
    if (!challenge.success) return { ok: false, refusal: 'unauthorized', message: NO_LONGER_VALID };
    const current = challenge.data;
    const now = Date.now();
    if (current.heldForCouple) return { ok: false, refusal: 'limit', message: say.heldForCouple };
    const locked = lockedForAddress(current, tag, now);
    if (locked > 0) return { ok: false, refusal: 'limit', message: say.locked(locked) };
    if (!current.hash && !current.verifyTo) return { ok: false, refusal: 'unauthorized', message: NO_LONGER_VALID };
    if (!current.expiresAt || current.expiresAt.toMillis() <= now) {
      tx.set(challengeRef, burned(current));
      return { ok: false, refusal: 'unauthorized', message: say.expired, ...cancelOf(current) };
    }
    const triedHere = current.attemptsBy[tag] ?? 0;
    // This address used its tries at this code; other addresses (the guest's own) keep it.
    if (triedHere >= MAX_WRONG_ATTEMPTS) return { ok: false, refusal: 'unauthorized', message: NO_LONGER_VALID };
    // A Verify challenge: Verify checked the code just before (checkWithVerify).
    const verdict = current.verifyTo ? verifyVerdict(verifyCheck, say) : { right: codeMatches(otp, current) };
    if ('refuse' in verdict) {
      if (!verdict.burn) return { ok: false, ...verdict.refuse };
      tx.set(challengeRef, burned(current));
      return { ok: false, ...verdict.refuse, ...cancelOf(current) };
    }
    if (!verdict.right) {
      const attemptsHere = triedHere + 1;
      // The guest's count runs until they sign in or an admin unlocks them, however long it takes.
      const consecutiveWrong = consecutiveWrongOf(current, now) + 1;
      const heldForCouple = consecutiveWrong >= WRONG_CODES_BEFORE_LOCK;
      const addressLock = afterWrongCode(addressLockOf(current, tag), now, WRONG_CODES_BEFORE_ADDRESS_LOCK);
      const next = {
        ...current,
        consecutiveWrong,
        heldForCouple,
        addressLocks: { ...recentAddressLocks(current.addressLocks, now), [tag]: addressLock },
        attempts: current.attempts + 1,
        attemptsBy: { ...current.attemptsBy, [tag]: attemptsHere },
      };
      if (heldForCouple) {
        tx.set(challengeRef, burned(next));
        logger.warn('sign-in held for the couple after too many wrong codes in a row', { guest: gid });
        return { ok: false, refusal: 'limit', message: say.heldForCouple, wrong: true, ...cancelOf(current) };
      }
      // Verify's five checks of this code are spent (only its askers check it): burned here and canceled there.
      const spent = current.verifyTo !== null && next.attempts >= MAX_WRONG_ATTEMPTS;
      tx.set(challengeRef, spent ? burned(next) : next);
      const cancel = spent ? cancelOf(current) : {};
      if (lockedFor(addressLock, now) > 0) {
        logger.warn('sign-in locked for one address after too many wrong codes', { guest: gid });
        return {
          ok: false,
          refusal: 'limit',
          message: say.locked(lockedFor(addressLock, now)),
          wrong: true,
          ...cancel,
        };
      }
      if (spent || attemptsHere >= MAX_WRONG_ATTEMPTS) {
        return { ok: false, refusal: 'limit', message: say.tooManyWrong, wrong: true, ...cancel };
      }
      const left = MAX_WRONG_ATTEMPTS - attemptsHere;
      return { ok: false, refusal: 'unauthorized', message: say.wrongCode(left), wrong: true };
    }
    const guest = toGuest(guestSnap);
    if (!guest || guest.disabled) {
      tx.set(challengeRef, burned(current));
      return guest
        ? { ok: false, refusal: 'forbidden', message: say.inactive, ...cancelOf(current) }
        : { ok: false, refusal: 'unauthorized', message: NO_LONGER_VALID, ...cancelOf(current) };
    }
    const claims = { invtId: guest.invtId, isAdmin: guest.isAdmin };
    const token = await mint(gid, claims);
    // A successful sign-in starts the count of wrong codes in a row again.
    tx.set(challengeRef, { ...burned(current), consecutiveWrong: 0, wrongAt: [] });
    return { ok: true, guest: { id: gid, ...claims, token }, lastSeenAt: guest.lastSeenAt };
  });
}

export async function guestAuth({ body, req, res }: Call<'POST /guest-auth'>) {
  const address = requestAddress(req);
  // Wrong codes from one address, across every guest: one address cannot work through the guest list. The
  // request takes its place under the cap before any check, so simultaneous guesses cannot all pass it.
  const wrongHere = await reserveCap(guestAuthWrongKey(address), ADDRESS_MAX_WRONG_CODES, HOUR_MS);
  if (wrongHere.limit.limited) {
    throw new Refusal('limit', wordsFor(body.lang).signIn.tooManyWrongFromDevice(wrongHere.limit.retryAfterMs));
  }
  let wrong = false;
  try {
    // find-invitation's answer is an alias: its guest, or (nothing was sent) tries answered like a code's.
    const alias = await readAlias(body.gid, wordsFor(body.lang).signIn);
    if (alias.kind === 'refused') {
      wrong = alias.wrong === true;
      throw new Refusal(alias.refusal, alias.message);
    }
    const gid = alias.kind === 'guest' ? alias.guestId : body.gid;
    const verifyCheck = await checkWithVerify(gid, body.otp, address, body.lang);
    const outcome = await signInWithCode(gid, body.otp, mintCustomToken, address, body.lang, verifyCheck);
    if (!outcome.ok) {
      wrong = outcome.wrong === true;
      // A code burned here is canceled at Verify, so the guest's next request makes a new one.
      if (outcome.cancel) await cancelVerification(outcome.cancel);
      throw new Refusal(outcome.refusal, outcome.message);
    }
    await noteSeen({ id: outcome.guest.id, lastSeenAt: outcome.lastSeenAt });
    // Signing in with a texted code is the Welcome screen's consent to texts (section 23).
    await recordSignInConsent(outcome.guest.id);
    logger.info('guest signed in', { guest: outcome.guest.id, isAdmin: outcome.guest.isAdmin });
    ok(res, wordsFor(body.lang).signIn.welcome, outcome.guest);
  } finally {
    if (!wrong) await wrongHere.release();
  }
}
