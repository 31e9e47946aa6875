import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { TextStatus } from '@contract/options';
import { db } from '../firebase';
import type { SmsMessage } from './types';

/** How long an smsOutbox document is kept: Firestore's TTL policy on `expireAt` deletes it after that. */
export const OUTBOX_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;

type Outcome = { sid: string | null; status: TextStatus; errorCode?: number | null; error?: string };

/** Writes one smsOutbox document and returns its id. */
export async function recordSms(message: SmsMessage, provider: string, outcome: Outcome) {
  const ref = db.collection('smsOutbox').doc();
  await ref.set({
    to: message.to,
    body: message.body,
    kind: message.kind,
    guestId: message.guestId,
    batchId: message.batchId ?? null,
    createdAt: FieldValue.serverTimestamp(),
    expireAt: Timestamp.fromMillis(Date.now() + OUTBOX_RETENTION_MS),
    provider,
    sid: outcome.sid,
    status: outcome.status,
    errorCode: outcome.errorCode ?? null,
    ...(outcome.error ? { error: outcome.error } : {}),
  });
  return ref.id;
}
