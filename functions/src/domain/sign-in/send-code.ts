import type { Request } from 'express';
import { logger } from 'firebase-functions';
import { Timestamp } from 'firebase-admin/firestore';
import { sms } from '@config';
import { maskedEmail, maskedPhone, type CodeSentData } from '@contract/email';
import { LIMITS, type Language } from '@contract/options';
import { composeEmail } from '../../platform/email/compose';
import { sendEmail } from '../../platform/email/send-email';
import { EmailError } from '../../platform/email/types';
import { db } from '../../platform/firebase';
import type { Guest } from '../guests/guests';
import {
  ADDRESS_MAX_REQUESTS,
  ADDRESS_WINDOW_MS,
  addressKey,
  HOUR_MS,
  SITE_SIGN_IN_TEXTS_KEY,
} from '../../platform/limit-keys';
import { addressTag, canSend, challengeSchema, generateCode, lockedForAddress, newChallenge, UNLOCKED } from './otp';
import { maskPhone } from '../../platform/phone';
import { countRequest, maxSignInTextsPerHour, requestAddress, spendableCap } from '../../platform/rate-limit';
import { ApiError } from '../../platform/respond';
import { getSmsProvider, SmsError } from '../../platform/sms/provider';
import { signInWords, type SignInWords } from './words';

/** How a sign-in code reaches the guest: a text, a call that reads it, or an email. */
export type CodeChannel = 'sms' | 'call' | 'email';

/** Twilio's codes for a number that takes calls but no texts (a landline). */
const LANDLINE_CODES = new Set([21614, 30006]);

/**
 * A code that could not be sent, with what the page needs to offer next: `callInstead` once a text was
 * refused as a landline or did not go out.
 */
export class CodeNotSent extends ApiError {
  constructor(
    message: string,
    readonly data: { user_id: string; callInstead: boolean },
  ) {
    super(502, message);
  }
}

/**
 * Every sign-in call counts against its client address (30 requests in 10 minutes, all channels).
 * Answers the address, which the guest's per-address lock is checked against.
 */
export async function limitSignInAddress(req: Request, say: SignInWords): Promise<string> {
  const client = requestAddress(req);
  const address = await countRequest(addressKey(client), ADDRESS_MAX_REQUESTS, ADDRESS_WINDOW_MS);
  if (address.limited) throw new ApiError(429, say.tooManyFromDevice(address.retryAfterMs));
  return client;
}

/** Refuses a disabled invitation among `matches`, or returns the enabled guest. */
export function enabledGuest(matches: Guest[], notFound: string, say: SignInWords): Guest {
  if (matches.length === 0) throw new ApiError(404, notFound);
  const guest = matches.find((g) => !g.disabled);
  if (!guest) throw new ApiError(403, say.inactive);
  return guest;
}

const masked = (channel: CodeChannel, to: string) => (channel === 'email' ? maskedEmail(to) : maskedPhone(to));

async function deliver(channel: CodeChannel, guest: Guest, to: string, code: string, language: Language) {
  if (channel === 'email') {
    const email = composeEmail('otp', language, { first: guest.first, link: '', code });
    await sendEmail({ to, ...email, kind: 'otp', guestId: guest.id });
  } else if (channel === 'call') {
    await getSmsProvider().call({ to, code, language, guestId: guest.id });
  } else {
    await getSmsProvider().send({
      to,
      body: sms[language].otp(code, LIMITS.codeMinutes),
      kind: 'otp',
      guestId: guest.id,
    });
  }
}

/** The refusal a guest reads when the provider did not take the code. */
function notSentMessage(error: unknown, channel: CodeChannel, lang: Language | undefined, say: SignInWords) {
  if (error instanceof EmailError) return lang === 'es' ? say.notSent : error.message;
  if (error instanceof SmsError) {
    if (channel === 'call')
      return error.providerCode === undefined && /not set up/.test(error.message) ? say.noCalls : say.callFailed;
    return lang === 'es' ? say.notSent : error.message;
  }
  return say.notSent;
}

/**
 * Issues a new code for `guest` and sends it on `channel` to `to`, under the site-wide cap and the
 * guest's own limits (a lock after wrong codes, the 30 s cooldown, 5 sends an hour: every channel and a
 * call count alike). A send that fails takes its code back and does not count against the guest.
 */
export async function sendSignInCode(
  guest: Guest,
  channel: CodeChannel,
  to: string,
  lang: Language | undefined,
  client: string,
): Promise<CodeSentData> {
  const say = signInWords(lang);
  const siteTexts = await spendableCap(SITE_SIGN_IN_TEXTS_KEY, maxSignInTextsPerHour.value(), HOUR_MS);
  if (siteTexts.limit.limited) {
    logger.warn('site-wide sign-in text cap reached', { cap: maxSignInTextsPerHour.value() });
    throw new ApiError(429, say.siteBusy(siteTexts.limit.retryAfterMs));
  }

  const code = generateCode();
  const challengeRef = db.collection('otpChallenges').doc(guest.id);
  const sentBefore = await db.runTransaction(async (tx) => {
    const snap = await tx.get(challengeRef);
    const previous = challengeSchema.safeParse(snap.data());
    const now = Date.now();
    const lock = previous.success ? previous.data : UNLOCKED;
    const locked = lockedForAddress(lock, addressTag(client), now);
    if (locked > 0) throw new ApiError(429, say.locked(locked));
    const sentAt = previous.success ? previous.data.sentAt.map((t) => t.toMillis()) : [];
    const decision = canSend(sentAt, now);
    if (!decision.allowed) {
      throw new ApiError(
        429,
        decision.reason === 'cooldown' ? say.cooldown(decision.retryAfterMs) : say.tooManyCodes(decision.retryAfterMs),
      );
    }
    tx.set(challengeRef, newChallenge(code, sentAt, now, lock));
    siteTexts.record(tx);
    return sentAt;
  });

  const language = lang ?? guest.language;
  const logTo = channel === 'email' ? maskedEmail(to) : maskPhone(to);
  try {
    await deliver(channel, guest, to, code, language);
  } catch (error) {
    await challengeRef.update({
      hash: null,
      salt: null,
      expiresAt: null,
      sentAt: sentBefore.map((ms) => Timestamp.fromMillis(ms)),
    });
    logger.warn('sign-in code not sent', { guest: guest.id, channel, to: logTo });
    const landline = error instanceof SmsError && LANDLINE_CODES.has(error.providerCode ?? 0);
    throw new CodeNotSent(notSentMessage(error, channel, lang, say), {
      user_id: guest.id,
      callInstead: channel === 'sms' && (landline || !(error instanceof SmsError) || error.retriable),
    });
  }
  logger.info('sign-in code sent', { guest: guest.id, channel, to: logTo });
  return { user_id: guest.id, channel, maskedTo: masked(channel, to) };
}
