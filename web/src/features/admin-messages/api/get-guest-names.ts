import type { AdminGuest } from '@contract/guest-admin';
import { apiRequest } from '../../../lib/api-client';

/** The guest list, for choosing guests to text by name. */
export function getGuestNames(userId: string, signal?: AbortSignal) {
  return apiRequest<AdminGuest[]>(`/get-all-guest-data/${encodeURIComponent(userId)}`, { signal });
}
