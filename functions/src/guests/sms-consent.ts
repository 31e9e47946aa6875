import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from '../platform/firebase';
import { challengeSchema } from '../sign-in/otp';
import { displayName } from '@contract/people';
import { byTextReply } from '../messaging/actors';
import { writeHistory, type Actor } from './history';
import { guests, toGuest, type Guest } from './guests';

// Consent before the first text (Twilio 30555): with TEXTING=messaging texts other
// than sign-in codes go only to guests with `smsConsent`. It is recorded once, the first way it comes.

type ConsentVia = 'sign-in' | 'reply' | 'couple';

/** Records the guest's consent in `tx`, with its history line; nothing when they have it already. */
export function recordConsent(tx: Transaction, guest: Guest, via: ConsentVia, note: string, by: Actor): boolean {
  if (guest.smsConsent) return false;
  const consent = { at: Timestamp.now(), via, note };
  tx.update(guests().doc(guest.id), { smsConsent: consent, updatedAt: FieldValue.serverTimestamp() });
  writeHistory(tx, guest.id, by, 'details', { smsConsent: [null, `${via}: ${note}`] });
  return true;
}

async function recordFor(ref: FirebaseFirestore.DocumentReference, via: ConsentVia, note: string, by?: Actor) {
  return db.runTransaction(async (tx) => {
    const guest = toGuest(await tx.get(ref));
    if (!guest) return false;
    return recordConsent(tx, guest, via, note, by ?? { uid: guest.id, name: displayName(guest) });
  });
}

/** After a sign-in: consent when the code came by text (the Welcome screen's consent line), not by call or email. */
export async function recordSignInConsent(guestId: string): Promise<void> {
  const challenge = challengeSchema.safeParse((await db.collection('otpChallenges').doc(guestId).get()).data());
  if (!challenge.success || challenge.data.sentBy !== 'sms') return;
  if (await recordFor(guests().doc(guestId), 'sign-in', 'signed in with a text code')) {
    logger.info('text consent recorded', { guest: guestId, via: 'sign-in' });
  }
}

/** A text from a guest's phone (not STOP): consent for every guest with that number. */
export async function recordReplyConsent(phone: string): Promise<void> {
  const matches = await guests().where('phone', '==', phone).get();
  for (const doc of matches.docs) {
    const guest = toGuest(doc);
    if (!guest || guest.smsConsent) continue;
    await recordFor(doc.ref, 'reply', 'texted the site from their phone', byTextReply(guest, 'replied by text'));
  }
}
