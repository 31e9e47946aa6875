import { FieldValue } from 'firebase-admin/firestore';
import type { TextStatus } from '@contract/options';
import { db } from '../platform/firebase';
import { guests, toGuest } from '../guests/guests';
import { writeHistory } from '../guests/history';
import { movesForward } from '../platform/sms/text-status';
import { OPTED_OUT_CODE, twilioRefusal } from '../platform/sms/twilio-errors';
import { sendRef } from './bulk/batches';
import { byTextReply } from './actors';

type StatusUpdate = { sid: string; status: TextStatus; errorCode: number | null };

/**
 * A provider status for the text `sid`: moves its outbox entry, its batch send and the guest's
 * `lastText` (when it is still that text) forward, in one transaction. Statuses never move back, so a
 * replayed or late callback changes nothing. Returns false when no text has that sid.
 */
export async function applyTextStatus({ sid, status, errorCode }: StatusUpdate): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const found = await tx.get(db.collection('smsOutbox').where('sid', '==', sid).limit(1));
    const outbox = found.docs[0];
    if (!outbox) return false;
    const guestId = outbox.get('guestId') as string;
    const batchId = outbox.get('batchId') as string | null;
    const guestRef = guests().doc(guestId);
    const send = batchId ? sendRef(batchId, guestId) : null;
    const [guestSnap, sendSnap] = await tx.getAll(guestRef, ...(send ? [send] : []));
    const guest = guestSnap ? toGuest(guestSnap) : null;

    if (!movesForward(outbox.get('status'), status)) return true;
    const code = errorCode ?? (outbox.get('errorCode') as number | null) ?? null;
    tx.update(outbox.ref, { status, errorCode: code, statusAt: FieldValue.serverTimestamp() });
    if (send && sendSnap?.exists && sendSnap.get('sid') === sid && movesForward(sendSnap.get('status'), status)) {
      const failedNow = status === 'failed' || status === 'undelivered';
      tx.update(send, { status, errorCode: code, ...(failedNow ? { reason: twilioRefusal(code) } : {}) });
    }
    if (guest?.lastText?.sid === sid && movesForward(guest.lastText.status, status)) {
      const optOut = code === OPTED_OUT_CODE && !guest.smsOptOut;
      tx.update(guestRef, {
        lastText: { ...guest.lastText, status, errorCode: code },
        ...(optOut ? { smsOptOut: true } : {}),
        updatedAt: FieldValue.serverTimestamp(),
      });
      if (optOut)
        writeHistory(tx, guestId, byTextReply(guest, 'opted out of texts with their carrier'), 'details', {
          smsOptOut: [false, true],
        });
    }
    return true;
  });
}
