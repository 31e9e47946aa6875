import { db } from './firebase';
import { guestDocSchema, type GuestDoc } from './schemas';

export const guests = () => db.collection('guests');

export type Guest = GuestDoc & { id: string };

/** A stored guest, or null when the document is missing or not a guest. */
export function toGuest(snap: FirebaseFirestore.DocumentSnapshot): Guest | null {
  const parsed = guestDocSchema.safeParse(snap.data());
  return parsed.success ? { id: snap.id, ...parsed.data } : null;
}

export function byName(a: Guest, b: Guest): number {
  return a.last.localeCompare(b.last) || a.first.localeCompare(b.first) || a.id.localeCompare(b.id);
}
