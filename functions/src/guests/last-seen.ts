import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { guests, type Guest } from './guests';

/** lastSeenAt is rewritten at most this often, so a guest reloading their page costs no writes. */
const LAST_SEEN_EVERY_MS = 60 * 60 * 1000;

/**
 * Records that the guest signed in or opened their invitation, from the document the request already read
 * (no extra read). Never throws: the guest's own call must not fail because this note could not be written.
 * updatedAt is left alone, so an admin's edit in progress is not turned into a conflict by a visit.
 */
export async function noteSeen(guest: Pick<Guest, 'id' | 'lastSeenAt'>, now = Date.now()): Promise<void> {
  if (guest.lastSeenAt && now - guest.lastSeenAt.toMillis() < LAST_SEEN_EVERY_MS) return;
  try {
    await guests().doc(guest.id).update({ lastSeenAt: FieldValue.serverTimestamp() });
  } catch (error) {
    logger.warn('could not record when the guest was last seen', { guest: guest.id, error: String(error) });
  }
}
