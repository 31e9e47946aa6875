import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import type { SmsMessage } from './types';

/** Writes one smsOutbox document and returns its id. */
export async function recordSms(message: SmsMessage, provider: string, status: string, extra: object = {}) {
  const ref = db.collection('smsOutbox').doc();
  await ref.set({
    to: message.to,
    body: message.body,
    kind: message.kind,
    guestId: message.guestId,
    createdAt: FieldValue.serverTimestamp(),
    provider,
    status,
    ...extra,
  });
  return ref.id;
}
