import { displayName } from '@contract/people';
import type { AdminGuest } from './types';

export type InvitationOption = { id: string; label: string; size: number };

/** Guests by invitation: who shares each one. */
export function householdsOf(guests: AdminGuest[]): Map<string, AdminGuest[]> {
  const households = new Map<string, AdminGuest[]>();
  for (const guest of guests) households.set(guest.invtId, [...(households.get(guest.invtId) ?? []), guest]);
  return households;
}

/** The others on a guest's invitation, for their card: 'Walter Harper, Ann Harper' ('' when alone). */
export function householdText(guest: AdminGuest, households: Map<string, AdminGuest[]>): string {
  return (households.get(guest.invtId) ?? [])
    .filter((other) => other.id !== guest.id)
    .map(displayName)
    .join(', ');
}

/** An invitation as the couple know it, by its people's names ('Margaret Harper, Walter Harper'), never its id. */
export function invitationName(invtId: string, households: Map<string, AdminGuest[]>): string {
  const members = households.get(invtId) ?? [];
  return members.length ? members.map(displayName).join(', ') : 'an invitation with nobody on it now';
}

/** Every invitation as the couple know it: by its people's names. */
export function invitationOptions(households: Map<string, AdminGuest[]>): InvitationOption[] {
  return [...households.entries()]
    .map(([id, members]) => ({ id, label: members.map(displayName).join(', '), size: members.length }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The list with each invitation's people next to each other, invitations by their first person's name. */
export function groupedByInvitation(guests: AdminGuest[]): AdminGuest[] {
  const households = householdsOf(guests);
  return [...households.values()].flat();
}
