import type { DeletedGuest } from '@contract/admin';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_KEY, adminCall } from '../../../lib/admin-api';

export const deletedGuestsKey = [...ADMIN_KEY, 'deleted-guests'] as const;

export const getDeletedGuests = (signal?: AbortSignal) =>
  adminCall<DeletedGuest[]>('/admin/deleted-guests', { signal });

/** GET /admin/deleted-guests, newest first. */
export function useDeletedGuests() {
  return useQuery({ queryKey: deletedGuestsKey, queryFn: async ({ signal }) => (await getDeletedGuests(signal)).data });
}
