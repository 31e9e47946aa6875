import type { StoredTimestamp } from '@contract/guest';
import { db } from '../platform/firebase';

export type SiteSettings = { rsvpClosesAt: StoredTimestamp | null; seatingPublished: boolean };

export const settingsDoc = () => db.collection('settings').doc('site');

/** settings/site; a missing document or field reads as no deadline and seating not published. */
export async function readSettings(tx?: FirebaseFirestore.Transaction): Promise<SiteSettings> {
  const snap = tx ? await tx.get(settingsDoc()) : await settingsDoc().get();
  const closes = snap.get('rsvpClosesAt') as unknown;
  return {
    rsvpClosesAt: closes && typeof closes === 'object' && 'toMillis' in closes ? (closes as StoredTimestamp) : null,
    seatingPublished: snap.get('seatingPublished') === true,
  };
}
