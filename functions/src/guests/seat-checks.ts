import { isSeat, seatTaken, type Seat } from '@contract/seats';
import { displayName } from '@contract/people';
import type { Transaction } from 'firebase-admin/firestore';
import { Refusal } from '../platform/refusal';
import { guests, toGuest, type Guest } from './guests';

/**
 * The guest (other than `exceptId`) in this seat, read in the transaction: the query's result is part
 * of what the transaction read, so two placements in one seat at once cannot both commit.
 */
export async function seatHolder(tx: Transaction, seat: Seat, exceptId = ''): Promise<Guest | null> {
  if (!isSeat(seat)) return null;
  const snap = await tx.get(guests().where('table', '==', seat.table).where('tpos', '==', seat.tpos).limit(3));
  return snap.docs.map(toGuest).find((guest): guest is Guest => guest !== null && guest.id !== exceptId) ?? null;
}

/** Refuses a seat someone else holds: a conflict naming them. */
export async function refuseTakenSeat(tx: Transaction, seat: Seat, exceptId = '') {
  const holder = await seatHolder(tx, seat, exceptId);
  if (holder) throw new Refusal('conflict', seatTaken(seat, displayName(holder)));
}
