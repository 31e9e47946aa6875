import * as z from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

export const invitationSchema = z.array(
  z.object({ id: z.string(), first: z.string(), last: z.string(), rsvp: z.boolean(), plate: z.string() }),
);
export type InvitationGuest = z.infer<typeof invitationSchema>[number];

export function getInvitation(invtId: string, signal?: AbortSignal) {
  return apiRequest<InvitationGuest[]>(`/get-invitation/${encodeURIComponent(invtId)}`, { signal });
}
