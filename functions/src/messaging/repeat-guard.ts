import { Timestamp } from 'firebase-admin/firestore';
import type { SendMessagesBody } from '@contract/messages';
import { db } from '../platform/firebase';
import { limitDocId, MINUTE_MS } from '../platform/limit-keys';
import { rateLimits } from '../platform/rate-limit';

// THE repeat guard: the same text to the same guests again within ten minutes is refused (a conflict) unless the
// admin confirms the repeat, so a double submit or two admins sending at once text nobody twice.

/** The same text to the same audience again within this long needs confirmRepeat: true (a double submit). */
const REPEAT_WINDOW_MS = 10 * MINUTE_MS;

/**
 * Where the last send of this text to this audience is remembered: one document per audience and text, in
 * rateLimits (it is one, with its expireAt for the TTL policy). Claimed in a transaction, so of two
 * simultaneous identical sends only one gets through.
 */
export function repeatRef(body: SendMessagesBody & { cmsg: string }, startsAt?: number) {
  const audience = body.audience === 'ids' ? [...new Set(body.guestIds)].sort() : body.audience;
  const text = body.msgType === 'custom' ? body.cmsg.trim() : '';
  // A scheduled batch repeats another only when it also starts at the same moment.
  const key = JSON.stringify(['bulk-repeat', audience, body.msgType, text, ...(startsAt ? [startsAt] : [])]);
  return rateLimits().doc(limitDocId(key));
}

/**
 * Claims the repeat guard for this text to this audience: null when it is free (or confirmRepeat), else the
 * earlier batch. In a transaction, so of two simultaneous identical requests only one gets through.
 */
export function claimRepeat(
  ref: ReturnType<typeof repeatRef>,
  batchId: string,
  byName: string,
  confirmRepeat: boolean | undefined,
  also?: (tx: FirebaseFirestore.Transaction) => void,
) {
  return db.runTransaction(async (tx) => {
    const previous = await tx.get(ref);
    const now = Date.now();
    const at = previous.get('at') as Timestamp | undefined;
    if (at && now - at.toMillis() < REPEAT_WINDOW_MS && confirmRepeat !== true) {
      return {
        batchId: String(previous.get('batchId')),
        byName: String(previous.get('byName')),
        ago: now - at.toMillis(),
      };
    }
    tx.set(ref, {
      batchId,
      byName,
      at: Timestamp.fromMillis(now),
      expireAt: Timestamp.fromMillis(now + REPEAT_WINDOW_MS),
    });
    also?.(tx);
    return null;
  });
}

/** Frees the guard a cancelled batch held: the same text may be scheduled again. */
export async function releaseRepeat(tx: FirebaseFirestore.Transaction, batchId: string) {
  const guards = await tx.get(rateLimits().where('batchId', '==', batchId));
  for (const guard of guards.docs) tx.delete(guard.ref);
}
