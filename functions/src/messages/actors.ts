import type { Actor } from '../lib/history';
import type { Guest } from '../lib/guests';

/** Changes Twilio reports: a guest's reply (STOP, START) or a text refused as opted out. */
export const providerActor: Actor = { uid: 'sms', name: 'Text messages (Twilio)' };

export const actorFor = (guest: Pick<Guest, 'id' | 'first' | 'last'>): Actor => ({
  uid: guest.id,
  name: `${guest.first} ${guest.last}`,
});
