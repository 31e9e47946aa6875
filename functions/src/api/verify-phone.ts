import type { verifyPhoneBody } from '@contract/sign-in';
import type { Call } from '../calls';
import { logger } from 'firebase-functions';
import { sms, wedding } from '@config';
import { db } from '../platform/firebase';
import { guests, toGuest } from '../domain/guests/guests';
import {
  ADDRESS_MAX_REQUESTS,
  ADDRESS_WINDOW_MS,
  addressKey,
  HOUR_MS,
  SITE_SIGN_IN_TEXTS_KEY,
} from '../platform/limit-keys';
import {
  canSend,
  challengeSchema,
  generateCode,
  addressTag,
  lockedForAddress,
  newChallenge,
  retryMessage,
  signInLockedMessage,
  UNLOCKED,
} from '../domain/sign-in/otp';
import { maskPhone, toE164 } from '../platform/phone';
import { countRequest, maxSignInTextsPerHour, requestAddress, spendableCap } from '../platform/rate-limit';
import { ApiError, ok } from '../platform/respond';
import { getSmsProvider, SmsError } from '../platform/sms/provider';

const contact = `Please contact ${wedding.couple.title}.`;

export async function verifyPhone({ body, req, res }: Call<'public', typeof verifyPhoneBody>) {
  const phone = toE164(body.phone_number);
  if (!phone) throw new ApiError(400, 'Please enter a valid US phone number.');

  const client = requestAddress(req);
  const address = await countRequest(addressKey(client), ADDRESS_MAX_REQUESTS, ADDRESS_WINDOW_MS);
  if (address.limited) {
    throw new ApiError(
      429,
      `Too many attempts from this device. Please try again in ${retryMessage(address.retryAfterMs)}.`,
    );
  }

  const matches = (await guests().where('phone', '==', phone).get()).docs.map(toGuest).filter((g) => g !== null);
  if (matches.length === 0) {
    throw new ApiError(404, `We couldn't find this phone number on the guest list. ${contact}`);
  }
  const guest = matches.find((g) => !g.disabled);
  if (!guest) throw new ApiError(403, `This invitation is no longer active. ${contact}`);

  // However many requests arrive, from however many addresses, the site sends at most this many codes an hour.
  const siteTexts = await spendableCap(SITE_SIGN_IN_TEXTS_KEY, maxSignInTextsPerHour.value(), HOUR_MS);
  if (siteTexts.limit.limited) {
    logger.warn('site-wide sign-in text cap reached', { cap: maxSignInTextsPerHour.value() });
    throw new ApiError(
      429,
      `We are sending too many sign-in codes right now. Please try again in ${retryMessage(siteTexts.limit.retryAfterMs)}.`,
    );
  }

  const code = generateCode();
  const challengeRef = db.collection('otpChallenges').doc(guest.id);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(challengeRef);
    const previous = challengeSchema.safeParse(snap.data());
    const now = Date.now();
    const lock = previous.success ? previous.data : UNLOCKED;
    const locked = lockedForAddress(lock, addressTag(client), now);
    if (locked > 0) throw new ApiError(429, signInLockedMessage(locked));
    const sentAt = previous.success ? previous.data.sentAt.map((t) => t.toMillis()) : [];
    const decision = canSend(sentAt, now);
    if (!decision.allowed) {
      const wait = retryMessage(decision.retryAfterMs);
      throw new ApiError(
        429,
        decision.reason === 'cooldown'
          ? `A code was just sent. Please wait ${wait} before asking for a new one.`
          : `Too many codes were sent to this phone. Please try again in ${wait}.`,
      );
    }
    tx.set(challengeRef, newChallenge(code, sentAt, now, lock));
    siteTexts.record(tx);
  });

  try {
    await getSmsProvider().send({
      to: phone,
      body: sms[guest.language].otp(code),
      kind: 'otp',
      guestId: guest.id,
    });
  } catch (error) {
    await challengeRef.update({ hash: null, salt: null, expiresAt: null });
    logger.warn('sign-in code not sent', { guest: guest.id, to: maskPhone(phone) });
    throw new ApiError(
      502,
      error instanceof SmsError ? error.message : 'We could not send the code. Please try again.',
    );
  }
  logger.info('sign-in code sent', { guest: guest.id, to: maskPhone(phone) });
  ok(res, 'We sent a six digit code to your phone.', { user_id: guest.id });
}
