import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import type { TextStatus } from '@contract/options';
import { db } from '../platform/firebase';
import { guests, toGuest } from '../guests/guests';
import { writeHistory, type Actor } from '../guests/history';
import { movesForward } from '../platform/sms/text-status';
import { OPTED_OUT_CODE } from '../platform/sms/twilio-errors';
import type { SmsError, SmsResult } from '../platform/sms/types';

type Recording = { guestId: string; actor: Actor; msgType: string; send?: DocumentReference };

/** The later of two statuses: a callback may have moved the outbox entry on before this runs. */
const later = (first: TextStatus, second: unknown): TextStatus =>
  typeof second === 'string' && movesForward(first, second as TextStatus) ? (second as TextStatus) : first;

/**
 * A text the provider took: the guest's `msg_last_sent` and `lastText`, a 'message' history entry and,
 * for a bulk text, its send, in one transaction.
 */
export async function recordSentText({ guestId, actor, msgType, send }: Recording, result: SmsResult) {
  const guestRef = guests().doc(guestId);
  const outboxRef = db.collection('smsOutbox').doc(result.outboxId);
  await db.runTransaction(async (tx) => {
    const [guestSnap, outboxSnap, sendSnap] = await tx.getAll(guestRef, outboxRef, ...(send ? [send] : []));
    const status = later(result.status, outboxSnap?.get('status'));
    const errorCode = (outboxSnap?.get('errorCode') as number | null | undefined) ?? null;
    const now = Timestamp.now();
    if (guestSnap?.exists) {
      tx.update(guestRef, {
        msg_last_sent: now,
        lastText: { sid: result.sid, status, errorCode, at: now },
        updatedAt: FieldValue.serverTimestamp(),
      });
      writeHistory(tx, guestId, actor, 'message', { text: [null, msgType], textStatus: [null, status] });
    }
    if (send && sendSnap?.exists) {
      tx.update(send, {
        state: 'done',
        sid: result.sid,
        status: later(status, sendSnap.get('status')),
        errorCode,
        sentAt: now,
      });
    }
  });
}

/**
 * A text the provider refused for this number: the guest's `lastText` says failed with the provider's
 * code, a guest Twilio reports as opted out (21610) is marked so, and a bulk text's send is done.
 */
export async function recordFailedText({ guestId, actor, msgType, send }: Recording, error: SmsError) {
  const guestRef = guests().doc(guestId);
  const errorCode = error.providerCode ?? null;
  await db.runTransaction(async (tx) => {
    const guest = toGuest(await tx.get(guestRef));
    const now = Timestamp.now();
    if (guest) {
      const optOut = errorCode === OPTED_OUT_CODE && !guest.smsOptOut;
      tx.update(guestRef, {
        lastText: { sid: '', status: 'failed', errorCode, at: now },
        ...(optOut ? { smsOptOut: true } : {}),
        updatedAt: FieldValue.serverTimestamp(),
      });
      writeHistory(tx, guestId, actor, 'message', {
        text: [null, msgType],
        textStatus: [null, 'failed'],
        ...(optOut ? { smsOptOut: [false, true] } : {}),
      });
    }
    if (send) tx.update(send, { state: 'done', status: 'failed', errorCode, reason: error.message, sentAt: now });
  });
}

/** An email the SMTP server took: the guest's `msg_last_sent`, a 'message' history entry and, for a bulk email, its send. */
export async function recordSentEmail({ guestId, actor, msgType, send }: Recording) {
  const guestRef = guests().doc(guestId);
  await db.runTransaction(async (tx) => {
    const guestSnap = await tx.get(guestRef);
    const now = Timestamp.now();
    if (guestSnap.exists) {
      tx.update(guestRef, { msg_last_sent: now, updatedAt: FieldValue.serverTimestamp() });
      writeHistory(tx, guestId, actor, 'message', { email: [null, msgType] });
    }
    if (send) tx.update(send, { state: 'done', status: 'sent', channel: 'email', sentAt: now });
  });
}
