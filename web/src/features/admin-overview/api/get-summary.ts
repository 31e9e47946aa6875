import { useQuery } from '@tanstack/react-query';
import { summaryQuery } from '../../../lib/admin-queries';

/** GET /admin/summary: the numbers, per table, dietary notes and who cannot be reached. */
export function useSummary() {
  return useQuery(summaryQuery);
}
