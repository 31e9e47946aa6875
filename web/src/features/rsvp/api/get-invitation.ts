import type { InvitationGuest } from '@contract/invitation';
import { apiRequest } from '../../../lib/api-client';

export type { InvitationGuest };

/** Whether the server's data is an invitation list (checked by hand to keep zod out of the page's first load). */
export function isInvitation(data: unknown): data is InvitationGuest[] {
  return (
    Array.isArray(data) &&
    data.every(
      (guest: Record<string, unknown>) =>
        ['id', 'first', 'last', 'plate'].every((key) => typeof guest?.[key] === 'string') &&
        typeof guest?.rsvp === 'boolean',
    )
  );
}

export function getInvitation(invtId: string, signal?: AbortSignal) {
  return apiRequest<InvitationGuest[]>(`/get-invitation/${encodeURIComponent(invtId)}`, { signal });
}
