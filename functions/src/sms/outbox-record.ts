import { FieldValue } from 'firebase-admin/firestore';
import type { TextStatus } from '@contract/options';
import { db } from '../lib/firebase';
import type { SmsMessage } from './types';

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
    provider,
    sid: outcome.sid,
    status: outcome.status,
    errorCode: outcome.errorCode ?? null,
    ...(outcome.error ? { error: outcome.error } : {}),
  });
  return ref.id;
}
