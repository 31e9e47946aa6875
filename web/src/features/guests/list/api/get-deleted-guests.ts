import { useQuery } from '@tanstack/react-query';
import { ADMIN_KEY } from '../../../../lib/admin-api';
import { adminRoute } from '../../../../lib/admin-route';

const deletedGuestsKey = [...ADMIN_KEY, 'deleted-guests'] as const;

const getDeletedGuests = (signal?: AbortSignal) => adminRoute('GET /admin/deleted-guests', { signal });

/** GET /admin/deleted-guests, newest first. */
export function useDeletedGuests() {
  return useQuery({ queryKey: deletedGuestsKey, queryFn: async ({ signal }) => (await getDeletedGuests(signal)).data });
}
