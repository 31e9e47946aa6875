import type { Transaction } from 'firebase-admin/firestore';
import { displayName } from '@contract/people';
import { Refusal } from '../platform/refusal';
import { UNAUTHORIZED } from '../sign-in/auth';
import { guests, isEnabledAdmin, toGuest, type Guest } from './guests';

// The console's admin checks, run inside the transaction that writes. A check made before the
// transaction lets two admins demote each other at the same moment: each passed its check while the
// other was still an admin, and the list was left without one. Read in the transaction, the second
// write sees the first and is retried against it.

/** The caller, read in `tx`, must still be an enabled admin: else unauthorized, as any other refused admin call. */
export async function requireAdminIn(tx: Transaction, uid: string): Promise<Guest> {
  const self = toGuest(await tx.get(guests().doc(uid)));
  if (!self || !isEnabledAdmin(self)) throw new Refusal('unauthorized', UNAUTHORIZED);
  return self;
}

type Removal = 'demoted' | 'disabled' | 'deleted';

export const lastAdminMessage = (guest: Pick<Guest, 'first' | 'last'>, removal: Removal) =>
  `${displayName(guest)} is the last enabled admin, so they cannot be ${removal}: ` +
  'make another guest an admin first, so someone can still run the site.';

/** What a change does to an enabled admin's access, if it takes it away. */
export function removalOf(before: Guest, after: { isAdmin?: boolean; disabled?: boolean } | null): Removal | null {
  if (!isEnabledAdmin(before)) return null;
  if (after === null) return 'deleted';
  if (after.disabled === true) return 'disabled';
  if (after.isAdmin === false) return 'demoted';
  return null;
}

/**
 * Refuses (a conflict) a change that takes away `target`'s admin access when no other enabled admin is left,
 * reading the admins in `tx` so that simultaneous changes cannot each leave the other as the last one.
 */
export async function refuseRemovingLastAdmin(
  tx: Transaction,
  target: Guest,
  after: { isAdmin?: boolean; disabled?: boolean } | null,
) {
  const removal = removalOf(target, after);
  if (!removal) return;
  const admins = (await tx.get(guests().where('isAdmin', '==', true))).docs.map(toGuest);
  const others = admins.filter((guest) => guest && guest.id !== target.id && isEnabledAdmin(guest));
  if (others.length === 0) throw new Refusal('conflict', lastAdminMessage(target, removal));
}
