import type { Actor } from '../guests/history';
import type { Guest } from '../guests/guests';

type Named = Pick<Guest, 'id' | 'first' | 'last'>;

export const actorFor = (guest: Named): Actor => ({
  uid: guest.id,
  name: `${guest.first} ${guest.last}`,
});

/**
 * A change the guest made through their phone, as Twilio reports it (a STOP or START reply, or a text
 * refused because they opted out with their carrier): `by` is the guest's own uid (DESIGN section 12),
 * the name says how.
 */
export const byTextReply = (guest: Named, how: string): Actor => ({
  uid: guest.id,
  name: `${guest.first} ${guest.last} (${how})`,
});
