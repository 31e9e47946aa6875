import type { Address } from '@contract/last-weeks';
import type { Transaction } from 'firebase-admin/firestore';
import { guests, toGuest, type Guest } from '../guests/guests';
import { updateGuest } from '../guests/guest-write';
import type { Actor } from '../guests/history';

/** Everyone on an invitation but `exceptId`, read in the transaction (reads come before its writes). */
export async function invitationMates(tx: Transaction, invtId: string, exceptId: string): Promise<Guest[]> {
  const snap = await tx.get(guests().where('invtId', '==', invtId));
  return snap.docs.map(toGuest).filter((guest): guest is Guest => guest !== null && guest.id !== exceptId);
}

/** The address is the invitation's: each of its guests carries the same one, each change in their history. */
export function shareAddress(tx: Transaction, mates: Guest[], address: Address | null, by: Actor) {
  for (const mate of mates) updateGuest(tx, guests().doc(mate.id), mate, { address }, by);
}
