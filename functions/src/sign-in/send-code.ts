import type { Request } from 'express';
import { logger } from 'firebase-functions';
import { Timestamp } from 'firebase-admin/firestore';
import { maskedEmail, maskedPhone, type CodeJustSentData, type CodeSentData } from '@contract/email';
import { LIMITS, type Language } from '@contract/options';
import { composeEmail } from '../platform/email/compose';
import { sendEmail } from '../platform/email/send-email';
import { EmailError } from '../platform/email/types';
import { db } from '../platform/firebase';
import type { Guest } from '../guests/guests';
import {
  ADDRESS_MAX_REQUESTS,
  ADDRESS_WINDOW_MS,
  addressKey,
  HOUR_MS,
  SITE_SIGN_IN_TEXTS_KEY,
} from '../platform/limit-keys';
import {
  addressTag,
  canSend,
  challengeSchema,
  generateCode,
  lockedForAddress,
  newChallenge,
  recentCalls,
  UNLOCKED,
  type Challenge,
} from './otp';
import { refuseCallAtNight } from '../messaging/texting-policy';
import { clockNow } from '../platform/clock';
import { maskPhone } from '../platform/phone';
import { countRequest, maxSignInTextsPerHour, requestAddress, spendableCap } from '../platform/rate-limit';
import { Refusal, type RefusalKind } from '../platform/refusal';
import { getSmsProvider, SmsError } from '../platform/sms/provider';
import { codesViaVerify } from '../platform/sms/texting';
import { cancelVerification, startVerification, VerifyError } from '../platform/sms/verify';
import { verifyChallenge, verifyResend, verifySendRefusal } from './verify-code';
import { wordsFor, type Words } from '../words';

/** How a sign-in code reaches the guest: a text, a call that reads it, or an email. */
export type CodeChannel = 'sms' | 'call' | 'email';

/** Twilio's codes for a number that takes calls but no texts (a landline). */
const LANDLINE_CODES = new Set([21614, 30006]);

/**
 * A code that could not be sent, with what the page needs to offer next: `callInstead` once a text was
 * refused as a landline or did not go out.
 */
export class CodeNotSent extends Refusal {
  constructor(
    message: string,
    readonly data: { user_id: string; callInstead: boolean },
    kind: RefusalKind = 'unavailable',
  ) {
    super(kind, message, { data });
  }
}

/**
 * Every sign-in call counts against its client address (30 requests in 10 minutes, all channels).
 * Answers the address, which the guest's per-address lock is checked against.
 */
export async function limitSignInAddress(req: Request, say: Words['signIn']): Promise<string> {
  const client = requestAddress(req);
  const address = await countRequest(addressKey(client), ADDRESS_MAX_REQUESTS, ADDRESS_WINDOW_MS);
  if (address.limited) throw new Refusal('limit', say.tooManyFromDevice(address.retryAfterMs));
  return client;
}

/** Refuses a disabled invitation among `matches`, or returns the enabled guest. */
export function enabledGuest(matches: Guest[], notFound: string, say: Words['signIn']): Guest {
  if (matches.length === 0) throw new Refusal('not-found', notFound);
  const guest = matches.find((g) => !g.disabled);
  if (!guest) throw new Refusal('forbidden', say.inactive);
  return guest;
}

const masked = (channel: CodeChannel, to: string) => (channel === 'email' ? maskedEmail(to) : maskedPhone(to));

async function deliver(channel: CodeChannel, guest: Guest, to: string, code: string, language: Language) {
  if (channel !== 'email' && codesViaVerify()) {
    await startVerification(to, channel, language);
  } else if (channel === 'email') {
    const email = composeEmail('otp', language, { first: guest.first, link: '', code });
    await sendEmail({ to, ...email, kind: 'otp', guestId: guest.id });
  } else if (channel === 'call') {
    await getSmsProvider().call({ to, code, language, guestId: guest.id });
  } else {
    await getSmsProvider().send({
      to,
      body: wordsFor(language).texts.otp(code, LIMITS.codeMinutes),
      kind: 'otp',
      guestId: guest.id,
    });
  }
}

/** The refusal a guest reads when the provider did not take the code. */
function notSentMessage(error: unknown, channel: CodeChannel, lang: Language | undefined, say: Words['signIn']) {
  if (error instanceof EmailError) return lang === 'es' ? say.notSent : error.message;
  if (error instanceof SmsError) {
    if (channel === 'call')
      return error.providerCode === undefined && /not set up/.test(error.message) ? say.noCalls : say.callFailed;
    return lang === 'es' ? say.notSent : error.message;
  }
  return say.notSent;
}

/**
 * Issues a new code for `guest` and sends it on `channel` to `to`. The guest's own limits come first (a
 * hold or lock after wrong codes, the 30 s cooldown, 5 sends an hour: every channel, a call, and a send
 * the provider refused count alike; calls only in the day on the wedding's clock, 10 a day), then the
 * site-wide cap, which counts only codes that went out. A refused send leaves the code the guest already
 * held (one heard in a call) working.
 */
export async function sendSignInCode(
  guest: Guest,
  channel: CodeChannel,
  to: string,
  lang: Language | undefined,
  client: string,
  at?: number,
): Promise<CodeSentData> {
  const say = wordsFor(lang).signIn;
  // The hour of the call comes from the clock (or the caller's `at`); the limits' windows from `now`.
  if (channel === 'call') refuseCallAtNight(at ?? (await clockNow()), lang);
  const now = at ?? Date.now();
  const siteTexts = await spendableCap(SITE_SIGN_IN_TEXTS_KEY, maxSignInTextsPerHour.value(), HOUR_MS, now);

  const code = generateCode();
  // Through Twilio Verify, Verify makes the code: the challenge keeps the limits and the number instead.
  const viaVerify = channel !== 'email' && codesViaVerify();
  const challengeRef = db.collection('otpChallenges').doc(guest.id);
  const tag = addressTag(client);
  const { before, sent, cancelFirst } = await db.runTransaction(async (tx) => {
    const snap = await tx.get(challengeRef);
    const previous = challengeSchema.safeParse(snap.data());
    const lock = previous.success ? previous.data : UNLOCKED;
    if (previous.success && previous.data.heldForCouple) throw new Refusal('limit', say.heldForCouple);
    const locked = lockedForAddress(lock, tag, now);
    if (locked > 0) throw new Refusal('limit', say.locked(locked));
    const sentAt = previous.success ? previous.data.sentAt.map((t) => t.toMillis()) : [];
    // The call a refused text offers may follow it at once (it still counts as a send).
    const afterRefusal = channel === 'call' && previous.success && previous.data.lastSendRefused;
    const decision = canSend(sentAt, now, afterRefusal);
    if (!decision.allowed) {
      // A code went out moments ago (asked for in another tab, or before a reload): the page takes the guest
      // to the code step with it, rather than leaving them on this one with a code in hand.
      if (decision.reason === 'cooldown')
        throw new Refusal('limit', say.cooldown(decision.retryAfterMs), {
          data: { user_id: guest.id, codeSent: true } satisfies CodeJustSentData,
          retryAfterMs: decision.retryAfterMs,
        });
      throw new Refusal('limit', say.tooManyCodes(decision.retryAfterMs));
    }
    const calls = recentCalls(previous.success ? previous.data.callAt.map((t) => t.toMillis()) : [], now);
    if (channel === 'call' && !calls.allowed) throw new Refusal('limit', say.tooManyCalls(calls.retryAfterMs));
    if (siteTexts.limit.limited) {
      logger.warn('site-wide sign-in text cap reached', { cap: maxSignInTextsPerHour.value() });
      throw new Refusal('limit', say.siteBusy(siteTexts.limit.retryAfterMs));
    }
    const callAt = (channel === 'call' ? [...calls.recent, now] : calls.recent).map((t) => Timestamp.fromMillis(t));
    const challenge = newChallenge(code, sentAt, now, { ...lock, callAt });
    const before = previous.success ? previous.data : null;
    const resend = viaVerify ? verifyResend(before, to, tag, now) : null;
    const next = resend ? verifyChallenge(challenge, to, resend.askers) : challenge;
    tx.set(challengeRef, next);
    return { before, sent: next, cancelFirst: resend?.cancelFirst ?? null };
  });
  // Checks were spent on the code Verify holds: cancel it, so this send makes a new one with all its checks.
  if (cancelFirst) await cancelVerification(cancelFirst);

  const language = lang ?? guest.language;
  const logTo = channel === 'email' ? maskedEmail(to) : maskPhone(to);
  try {
    await deliver(channel, guest, to, code, language);
  } catch (error) {
    // A send Verify surely never made (down, a timeout, 5xx) does not count against the guest's sends.
    const neverSent = error instanceof VerifyError && error.neverSent;
    await keepEarlierCode(challengeRef, sent, before, neverSent ? now : null);
    logger.warn('sign-in code not sent', { guest: guest.id, channel, to: logTo });
    if (error instanceof VerifyError && channel !== 'email') {
      const refusal = verifySendRefusal(error, channel, lang, say);
      throw new CodeNotSent(refusal.message, { user_id: guest.id, callInstead: refusal.callInstead }, refusal.refusal);
    }
    const landline = error instanceof SmsError && LANDLINE_CODES.has(error.providerCode ?? 0);
    throw new CodeNotSent(notSentMessage(error, channel, lang, say), {
      user_id: guest.id,
      callInstead: channel === 'sms' && (landline || !(error instanceof SmsError) || error.retriable),
    });
  }
  // Only a code that went out counts against the site-wide cap.
  await siteTexts.record();
  logger.info('sign-in code sent', { guest: guest.id, channel, to: logTo });
  // How the code went out: a sign-in with a texted code records consent to texts (section 23).
  await challengeRef.update({ sentBy: channel });
  return { user_id: guest.id, channel, maskedTo: masked(channel, to) };
}

/**
 * After a refused send: the send still counts (its time stays in `sentAt`), unless it never went out
 * (`unsentAt`: its time leaves `sentAt` and `callAt`); the code that was live before it (one the guest may
 * be typing from a call) is live again, with its tries so far. Nothing changes when another send has
 * replaced the code since.
 */
async function keepEarlierCode(
  ref: FirebaseFirestore.DocumentReference,
  sent: Pick<Challenge, 'hash' | 'verifyTo' | 'expiresAt'>,
  before: Challenge | null,
  unsentAt: number | null,
) {
  await db.runTransaction(async (tx) => {
    const current = challengeSchema.safeParse((await tx.get(ref)).data());
    const same = (a: Challenge['expiresAt'], b: Challenge['expiresAt']) =>
      (a?.toMillis() ?? 0) === (b?.toMillis() ?? 0);
    if (!current.success || current.data.hash !== sent.hash || !same(current.data.expiresAt, sent.expiresAt)) return;
    // The code live before: one the site holds (hash) or one Verify holds (verifyTo).
    const live = before?.hash || before?.verifyTo ? before : null;
    tx.update(ref, {
      hash: live?.hash ?? null,
      salt: live?.salt ?? null,
      verifyTo: live?.verifyTo ?? null,
      verifyBy: live?.verifyBy ?? null,
      expiresAt: live?.expiresAt ?? null,
      attempts: live?.attempts ?? 0,
      attemptsBy: live?.attemptsBy ?? {},
      lastSendRefused: true,
      ...(unsentAt === null
        ? {}
        : {
            sentAt: current.data.sentAt.filter((t) => t.toMillis() !== unsentAt),
            callAt: current.data.callAt.filter((t) => t.toMillis() !== unsentAt),
          }),
    });
  });
}
