import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from './firebase';

export const IP_WINDOW_MS = 10 * 60_000;
export const IP_MAX_REQUESTS = 30;

/** The caller's address: the first X-Forwarded-For hop (set by Hosting), else the socket's. */
export function clientIp(req: Request): string {
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || req.ip || 'unknown';
}

/**
 * Counts one request for `key` in a fixed window; returns how long to wait when over the cap.
 * Keys are hashed so raw addresses are never stored.
 */
export async function hitLimit(key: string, max: number, windowMs: number, now = Date.now()) {
  const ref = db.collection('rateLimits').doc(createHash('sha256').update(key).digest('hex').slice(0, 40));
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const windowStart = snap.get('windowStart') as Timestamp | undefined;
    const count = (snap.get('count') as number | undefined) ?? 0;
    if (windowStart && now - windowStart.toMillis() < windowMs) {
      if (count >= max) return { limited: true as const, retryAfterMs: windowMs - (now - windowStart.toMillis()) };
      tx.update(ref, { count: count + 1 });
    } else {
      tx.set(ref, { windowStart: Timestamp.fromMillis(now), count: 1 });
    }
    return { limited: false as const, retryAfterMs: 0 };
  });
}
