import type { Request } from 'express';
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { defineInt, defineString } from 'firebase-functions/params';
import { clientAddress, limitedAddress, rangeList } from './client-address';
import { db, isEmulator } from './firebase';
import { windowOf } from './limit-keys';

export const trustedProxyHops = defineInt('TRUSTED_PROXY_HOPS', {
  default: 2,
  description:
    'X-Forwarded-For entries, from the right, written by Google behind Hosting (2 for Hosting -> Cloud Functions); see platform/client-address.ts',
});
const trustedProxyRanges = defineString('TRUSTED_PROXY_RANGES', {
  default: '',
  description:
    "Comma-separated CIDR ranges whose connections come through Hosting, besides Google's own (rarely needed); see platform/client-address.ts",
});
export const maxSignInTextsPerHour = defineInt('MAX_SIGN_IN_TEXTS_PER_HOUR', {
  default: 300,
  description: 'Sign-in code texts the whole site may send in one clock hour, whoever asks',
});
export const maxAdminTextsPerHour = defineInt('MAX_ADMIN_TEXTS_PER_HOUR', {
  default: 1000,
  description:
    'Texts one admin may send to guests in one clock hour; a bulk text counts each text times its SMS segments',
});

/** The address rate limits key on (see platform/client-address.ts): an IPv6 caller by its /64. */
export const requestAddress = (req: Request) =>
  limitedAddress(
    clientAddress(req, {
      emulator: isEmulator,
      trustedHops: trustedProxyHops.value(),
      proxies: rangeList(trustedProxyRanges.value().split(',')),
      proxyKey: process.env.EMULATOR_CLIENT_PROXY_KEY,
    }),
  );

type Limit = { limited: false } | { limited: true; retryAfterMs: number };

/** rateLimits/{id}: one counter per key and window, and the repeat guards; each with its expireAt. */
export const rateLimits = () => db.collection('rateLimits');

function counter(key: string, windowMs: number, now: number) {
  const { docId, endsAt } = windowOf(key, windowMs, now);
  return { ref: rateLimits().doc(docId), endsAt };
}

/**
 * Counts this request against `key` and says whether it went over `max` in the current window. One atomic
 * increment and one read, no transaction, so simultaneous requests never queue on the counter. Every
 * document carries `expireAt` (the end of its window) for Firestore's TTL policy.
 */
export async function countRequest(key: string, max: number, windowMs: number, now = Date.now()): Promise<Limit> {
  const { ref, endsAt } = await addTo(key, windowMs, now, 1);
  const count = ((await ref.get()).get('count') as number | undefined) ?? 0;
  return count > max ? { limited: true, retryAfterMs: endsAt - now } : { limited: false };
}

async function addTo(key: string, windowMs: number, now: number, amount: number) {
  const { ref, endsAt } = counter(key, windowMs, now);
  await ref.set({ count: FieldValue.increment(amount), expireAt: Timestamp.fromMillis(endsAt) }, { merge: true });
  return { ref, endsAt };
}

/**
 * Takes one of `max` in this window before the work it limits, so simultaneous requests never go past it
 * together: each counts itself first (an atomic increment) and reads the count after, so the (max+1)th
 * reads more than `max` whatever the timing. `release` gives it back when the work did not count (a right
 * code, a refusal before any check); a refused request gives its own back at once.
 */
export async function reserveCap(key: string, max: number, windowMs: number, now = Date.now()) {
  const limit = await countRequest(key, max, windowMs, now);
  const release = async () => {
    await addTo(key, windowMs, now, -1);
  };
  if (limit.limited) await release();
  return { limit, release };
}

/**
 * A cap on things that cost money (texts): `limit` says whether `amount` more would go over `max` in this
 * window; `record` counts them, on its own or inside the transaction that commits to sending. Requests refused for
 * another reason (cooldown, unknown number) cost nothing; simultaneous requests may overshoot the cap by at
 * most their number.
 */
export async function spendableCap(key: string, max: number, windowMs: number, now = Date.now(), amount = 1) {
  const { ref, endsAt } = counter(key, windowMs, now);
  const used = ((await ref.get()).get('count') as number | undefined) ?? 0;
  const fields = { count: FieldValue.increment(amount), expireAt: Timestamp.fromMillis(endsAt) };
  return {
    used,
    limit: (used + amount > max ? { limited: true, retryAfterMs: endsAt - now } : { limited: false }) as Limit,
    record: (tx?: Transaction) => (tx ? tx.set(ref, fields, { merge: true }) : ref.set(fields, { merge: true })),
  };
}
