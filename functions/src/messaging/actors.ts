import { displayName } from '@contract/people';
import type { Actor } from '../guests/history';
import type { Guest } from '../guests/guests';

type Named = Pick<Guest, 'id' | 'first' | 'last'>;

/**
 * A change the guest made through their phone, as Twilio reports it (a STOP or START reply, or a text
 * refused because they opted out with their carrier): `by` is the guest's own uid,
 * the name says how.
 */
export const byTextReply = (guest: Named, how: string): Actor => ({
  uid: guest.id,
  name: `${displayName(guest)} (${how})`,
});
