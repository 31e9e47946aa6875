import { useQuery } from '@tanstack/react-query';
import { ADMIN_KEY } from '../../../lib/admin-api';
import { adminRoute } from '../../../lib/admin-route';

const finalCountsKey = [...ADMIN_KEY, 'final-counts'] as const;

/** GET /admin/final-counts: each event's frozen figures beside today's. */
export function useFinalCounts() {
  return useQuery({
    queryKey: finalCountsKey,
    queryFn: async ({ signal }) => (await adminRoute('GET /admin/final-counts', { signal })).data,
  });
}
