import type { FinalCountsData } from '@contract/last-weeks';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_KEY, adminCall } from '../../../lib/admin-api';

export const finalCountsKey = [...ADMIN_KEY, 'final-counts'] as const;

/** GET /admin/final-counts: each event's frozen figures beside today's. */
export function useFinalCounts() {
  return useQuery({
    queryKey: finalCountsKey,
    queryFn: async ({ signal }) => (await adminCall<FinalCountsData>('/admin/final-counts', { signal })).data,
  });
}
