import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import type { SmsMessage } from './types';

/** How long an smsOutbox document is kept: Firestore's TTL policy on `expireAt` deletes it after that. */
export const OUTBOX_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;

/** Writes one smsOutbox document and returns its id. */
export async function recordSms(message: SmsMessage, provider: string, status: string, extra: object = {}) {
  const ref = db.collection('smsOutbox').doc();
  await ref.set({
    to: message.to,
    body: message.body,
    kind: message.kind,
    guestId: message.guestId,
    createdAt: FieldValue.serverTimestamp(),
    expireAt: Timestamp.fromMillis(Date.now() + OUTBOX_RETENTION_MS),
    provider,
    status,
    ...extra,
  });
  return ref.id;
}
