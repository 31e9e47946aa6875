import { useQuery } from '@tanstack/react-query';
import { ADMIN_KEY } from '../../../lib/admin-api';
import { adminRoute } from '../../../lib/admin-route';

const summaryKey = [...ADMIN_KEY, 'summary'] as const;

const getSummary = (signal?: AbortSignal) => adminRoute('GET /admin/summary', { signal });

/** GET /admin/summary: the numbers, per table, dietary notes and who cannot be reached. */
export function useSummary() {
  return useQuery({ queryKey: summaryKey, queryFn: async ({ signal }) => (await getSummary(signal)).data });
}
