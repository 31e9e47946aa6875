import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { HistoryAction } from '@contract/admin';
import { displayName } from '@contract/people';
import { guests, type Guest } from './guests';

export type { HistoryAction };
/** Who made a change: a guest's uid and name, or the command-line import. */
export type Actor = { uid: string; name: string };
export const importActor: Actor = { uid: 'import', name: 'Guest-list import' };
/** A guest as the author of a change: their uid and their name as the history shows it. */
export const actorFor = (guest: Pick<Guest, 'id' | 'first' | 'last'>): Actor => ({
  uid: guest.id,
  name: displayName(guest),
});

/** Each changed field as [before, after]; fields that did not change are left out. */
export function changesBetween(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [field, value] of Object.entries(after)) {
    const old = before[field] ?? null;
    if (JSON.stringify(old) !== JSON.stringify(value ?? null)) changes[field] = [old, value ?? null];
  }
  return changes;
}

/** Adds guests/{id}/history/{auto} inside the transaction that makes the change, so a change is never unrecorded. */
export function writeHistory(
  tx: Transaction,
  guestId: string,
  by: Actor,
  action: HistoryAction,
  changes: Record<string, [unknown, unknown]>,
  /** How the change arrived when not through the site: 'sms' for an answer by text message. */
  via?: 'sms',
) {
  // Firestore holds no array inside an array: a list (the events a guest is invited to) is kept as its
  // space-separated ids.
  const storable = Object.fromEntries(
    Object.entries(changes).map(([field, pair]) => [
      field,
      pair.map((value) => (Array.isArray(value) ? value.join(' ') : value)),
    ]),
  );
  tx.set(guests().doc(guestId).collection('history').doc(), {
    at: FieldValue.serverTimestamp(),
    by: by.uid,
    byName: by.name,
    action,
    changes: storable,
    ...(via ? { via } : {}),
  });
}
