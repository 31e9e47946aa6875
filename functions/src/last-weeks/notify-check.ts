import type { Notify } from '@contract/last-weeks';
import { Refusal } from '../platform/refusal';
import type { Guest } from '../guests/guests';
import type { Actor } from '../guests/history';

/**
 * Email alerts are an admin's own choice: only on their own document, only for an admin, and only with an
 * email address to send them to (the one being saved counts).
 */
export function checkNotify(before: Guest, notify: Notify | undefined, email: string | undefined, by: Actor) {
  if (notify === undefined || notify === before.notify) return;
  if (before.id !== by.uid) {
    throw new Refusal('forbidden', 'Each admin sets their own email alerts (notify): ask them to set theirs.');
  }
  if (!before.isAdmin) throw new Refusal('invalid', 'Email alerts (notify) are for admins only.');
  if (notify !== 'none' && !(email ?? before.email)) {
    throw new Refusal('invalid', 'Add your email address (email) first: the alerts are sent there.');
  }
}
