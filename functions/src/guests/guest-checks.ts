import { displayName } from '@contract/people';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { guests, toGuest, type Guest } from './guests';
import { phoneDisplay } from '../platform/phone';
import { Refusal } from '../platform/refusal';
import { isoOrNull } from '../platform/timestamps';

/** The guest (other than `exceptId`) who already has this phone number, read in the transaction. */
async function phoneOwner(tx: Transaction, phone: string, exceptId = ''): Promise<Guest | null> {
  if (!phone) return null;
  const snap = await tx.get(guests().where('phone', '==', phone).limit(2));
  return snap.docs.map(toGuest).find((guest): guest is Guest => guest !== null && guest.id !== exceptId) ?? null;
}

const phoneTaken = (phone: string, owner: Pick<Guest, 'first' | 'last'>) =>
  `${phoneDisplay(phone)} is already ${displayName(owner)}'s number. Each phone number can belong to one guest.`;

/** Refuses a phone number someone else on the list has: a conflict naming them. */
export async function refuseTakenPhone(tx: Transaction, phone: string, exceptId = '') {
  const owner = await phoneOwner(tx, phone, exceptId);
  if (owner) throw new Refusal('conflict', phoneTaken(phone, owner));
}

/** The guest (other than `exceptId`) who already has this email address, read in the transaction. */
async function emailOwner(tx: Transaction, email: string, exceptId = ''): Promise<Guest | null> {
  if (!email) return null;
  const snap = await tx.get(guests().where('email', '==', email).limit(2));
  return snap.docs.map(toGuest).find((guest): guest is Guest => guest !== null && guest.id !== exceptId) ?? null;
}

const emailTaken = (email: string, owner: Pick<Guest, 'first' | 'last'>) =>
  `${email} is already ${displayName(owner)}'s email. Each email address can belong to one guest.`;

/** Refuses an email address someone else on the list has: a conflict naming them. */
export async function refuseTakenEmail(tx: Transaction, email: string, exceptId = '') {
  const owner = await emailOwner(tx, email, exceptId);
  if (owner) throw new Refusal('conflict', emailTaken(email, owner));
}

async function latestHistory(ref: DocumentReference, action?: string) {
  const history = ref.collection('history');
  const snap = await (action ? history.where('action', '==', action) : history.orderBy('at', 'desc').limit(5)).get();
  return snap.docs
    .map((doc) => ({ at: isoOrNull(doc.get('at')) ?? '', byName: String(doc.get('byName') ?? 'someone') }))
    .sort((a, b) => b.at.localeCompare(a.at))[0];
}

/** Not found: a guest who is not there, saying who deleted them when the history knows. */
export async function guestGone(ref: DocumentReference): Promise<Refusal> {
  const deleted = await latestHistory(ref, 'deleted');
  return new Refusal(
    'not-found',
    deleted
      ? `This guest was deleted by ${deleted.byName}, so nothing was saved. Close this and the list will catch up.`
      : 'We could not find this guest. Please reload the guest list.',
  );
}

/** A conflict: an edit made on an older copy of the guest: someone saved meanwhile. */
export async function staleEdit(ref: DocumentReference, guest: Guest): Promise<Refusal> {
  const last = await latestHistory(ref);
  const who = last ? last.byName : 'Someone';
  return new Refusal(
    'conflict',
    `${who} changed ${displayName(guest)} while you were editing, so your change was not saved. ` +
      'Close this, look at the guest again, and make your change once more.',
  );
}
