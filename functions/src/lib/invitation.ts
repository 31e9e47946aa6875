import type { InvitationGuest } from '@contract/invitation';
import { byName, type Guest } from './guests';

/** What a guest sees of their invitation: names and answers only, in a stable order. */
export function toInvitation(members: Guest[]): InvitationGuest[] {
  return [...members].sort(byName).map(({ id, first, last, rsvp, plate }) => ({ id, first, last, rsvp, plate }));
}
