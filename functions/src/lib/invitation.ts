import { byName, type Guest } from './guests';

export type InvitationGuest = Pick<Guest, 'id' | 'first' | 'last' | 'rsvp' | 'plate'>;

/** What a guest sees of their invitation: names and answers only, in a stable order. */
export function toInvitation(members: Guest[]): InvitationGuest[] {
  return [...members].sort(byName).map(({ id, first, last, rsvp, plate }) => ({ id, first, last, rsvp, plate }));
}
