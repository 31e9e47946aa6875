import { useQuery } from '@tanstack/react-query';
import { ADMIN_KEY } from '../../../../lib/admin-api';
import { adminRoute } from '../../../../lib/admin-route';

const historyKey = (id: string) => [...ADMIN_KEY, 'history', id] as const;

const getGuestHistory = (id: string, signal?: AbortSignal) =>
  adminRoute('GET /admin/guests/{id}/history', { params: { id }, signal });

/** GET /admin/guests/{id}/history, newest first. */
export function useGuestHistory(id: string) {
  return useQuery({
    queryKey: historyKey(id),
    queryFn: async ({ signal }) => (await getGuestHistory(id, signal)).data,
  });
}
