import type { Call } from '../calls';
import { logger } from 'firebase-functions';
import type { linkAuthBody } from '@contract/messages';
import { MESSAGE_LIMITS } from '@contract/options';
import { adminAuth } from '../platform/firebase';
import { guests, toGuest } from '../domain/guests/guests';
import { noteSeen } from '../domain/guests/last-seen';
import { hashLinkKey, linkExpiresAt } from '../domain/sign-in/link-keys';
import { ADDRESS_MAX_REQUESTS, ADDRESS_WINDOW_MS, linkAuthAddressKey } from '../platform/limit-keys';
import { countRequest, requestAddress } from '../platform/rate-limit';
import { ApiError, ok } from '../platform/respond';
import { signInWords } from '../domain/sign-in/words';

const KEY_SHAPE = new RegExp(`^[A-Za-z0-9_-]{${MESSAGE_LIMITS.linkKeyChars}}$`);

/** POST /link-auth {k}: a personal link's key signs its guest in, answering exactly like guest-auth. */
export async function linkAuth({ body, req, res }: Call<'public', typeof linkAuthBody>) {
  const say = signInWords(body.lang);
  const ip = await countRequest(linkAuthAddressKey(requestAddress(req)), ADDRESS_MAX_REQUESTS, ADDRESS_WINDOW_MS);
  if (ip.limited) {
    throw new ApiError(429, say.tooManyFromDevice(ip.retryAfterMs));
  }

  const key = body.k.trim();
  const found = KEY_SHAPE.test(key)
    ? (await guests().where('linkKeyHash', '==', hashLinkKey(key)).limit(1).get()).docs[0]
    : undefined;
  const guest = found ? toGuest(found) : null;
  if (!guest) throw new ApiError(401, say.linkInvalid);
  if (guest.disabled) throw new ApiError(403, say.inactive);
  if (!guest.linkIssuedAt || Date.now() > linkExpiresAt(guest.linkIssuedAt.toMillis())) {
    throw new ApiError(401, say.linkExpired);
  }

  const token = await adminAuth.createCustomToken(guest.id, { invtId: guest.invtId, isAdmin: guest.isAdmin });
  await noteSeen(guest);
  logger.info('guest signed in by personal link', { guest: guest.id, isAdmin: guest.isAdmin });
  ok(res, say.welcome, { id: guest.id, invtId: guest.invtId, isAdmin: guest.isAdmin, token });
}
