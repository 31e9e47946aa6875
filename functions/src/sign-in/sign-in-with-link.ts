import type { Call } from '../api/calls';
import { logger } from 'firebase-functions';
import { MESSAGE_LIMITS } from '@contract/options';
import { adminAuth } from '../platform/firebase';
import { guests, toGuest } from '../guests/guests';
import { noteSeen } from '../guests/last-seen';
import { hashLinkKey, linkExpiresAt } from './link-keys';
import { ADDRESS_MAX_REQUESTS, ADDRESS_WINDOW_MS, linkAuthAddressKey } from '../platform/limit-keys';
import { countRequest, requestAddress } from '../platform/rate-limit';
import { ok } from '../platform/respond';
import { Refusal } from '../platform/refusal';
import { wordsFor } from '../words';

const KEY_SHAPE = new RegExp(`^[A-Za-z0-9_-]{${MESSAGE_LIMITS.linkKeyChars}}$`);

/** POST /link-auth {k}: a personal link's key signs its guest in, answering exactly like guest-auth. */
export async function linkAuth({ body, req, res }: Call<'POST /link-auth'>) {
  const say = wordsFor(body.lang).signIn;
  const ip = await countRequest(linkAuthAddressKey(requestAddress(req)), ADDRESS_MAX_REQUESTS, ADDRESS_WINDOW_MS);
  if (ip.limited) {
    throw new Refusal('limit', say.tooManyFromDevice(ip.retryAfterMs));
  }

  const key = body.k.trim();
  const hash = KEY_SHAPE.test(key) ? hashLinkKey(key) : null;
  const current = hash ? (await guests().where('linkKeyHash', '==', hash).limit(1).get()).docs[0] : undefined;
  // The link a guest held before a reply by text gave them a new one keeps working (link-keys.ts).
  const earlier =
    hash && !current ? (await guests().where('earlierLinkKeyHash', '==', hash).limit(1).get()).docs[0] : undefined;
  const found = current ?? earlier;
  const guest = found ? toGuest(found) : null;
  if (!guest) throw new Refusal('unauthorized', say.linkInvalid);
  if (guest.disabled) throw new Refusal('forbidden', say.inactive);
  const issuedAt = current
    ? guest.linkIssuedAt
    : ((found?.get('earlierLinkIssuedAt') as FirebaseFirestore.Timestamp | null | undefined) ?? null);
  if (!issuedAt || Date.now() > linkExpiresAt(issuedAt.toMillis())) {
    throw new Refusal('unauthorized', say.linkExpired);
  }

  const token = await adminAuth.createCustomToken(guest.id, { invtId: guest.invtId, isAdmin: guest.isAdmin });
  await noteSeen(guest);
  logger.info('guest signed in by personal link', { guest: guest.id, isAdmin: guest.isAdmin });
  ok(res, say.welcome, { id: guest.id, invtId: guest.invtId, isAdmin: guest.isAdmin, token });
}
