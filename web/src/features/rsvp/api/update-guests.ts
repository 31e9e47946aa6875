import { apiRequest } from '../../../lib/api-client';
import type { InvitationGuest, RsvpAnswer } from '@contract/invitation';

export type { RsvpAnswer };

/** Saves every answer together; the server replies with the whole updated invitation. */
export function updateGuests(answers: RsvpAnswer[]) {
  return apiRequest<InvitationGuest[]>('/update-guests', { method: 'POST', body: answers });
}
