import { useQuery } from '@tanstack/react-query';
import { ADMIN_KEY, adminCall } from '../../../lib/admin-api';
import type { HistoryEntry } from '../types';

export const historyKey = (id: string) => [...ADMIN_KEY, 'history', id] as const;

export const getGuestHistory = (id: string, signal?: AbortSignal) =>
  adminCall<HistoryEntry[]>(`/admin/guests/${encodeURIComponent(id)}/history`, { signal });

/** GET /admin/guests/{id}/history, newest first. */
export function useGuestHistory(id: string) {
  return useQuery({
    queryKey: historyKey(id),
    queryFn: async ({ signal }) => (await getGuestHistory(id, signal)).data,
  });
}
