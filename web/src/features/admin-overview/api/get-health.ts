import { useQuery } from '@tanstack/react-query';
import { ADMIN_KEY } from '../../../lib/admin-api';
import { adminRoute } from '../../../lib/admin-route';

const healthKey = [...ADMIN_KEY, 'health'] as const;

/** GET /admin/health: whether the live site is wired right (it asks Twilio and Google, so it takes a moment). */
export function useHealth() {
  return useQuery({
    queryKey: healthKey,
    queryFn: async ({ signal }) => (await adminRoute('GET /admin/health', { signal })).data,
    staleTime: 60_000,
  });
}
