import { useQuery } from '@tanstack/react-query';
import { settingsQuery } from '../../../lib/admin-queries';

export const settingsKey = settingsQuery.queryKey;

/** GET /admin/settings. */
export function useSettings() {
  return useQuery(settingsQuery);
}
