import type { SiteSettingsData } from '@contract/admin';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_KEY, adminCall } from './admin-api';

/** GET /admin/settings (the same query as the Settings tab's): the RSVP deadline once it has passed, else null. */
export function usePassedRsvpDeadline() {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'settings'],
    queryFn: async ({ signal }) => (await adminCall<SiteSettingsData>('/admin/settings', { signal })).data,
    select: ({ rsvpClosesAt }) => (rsvpClosesAt && Date.parse(rsvpClosesAt) <= Date.now() ? rsvpClosesAt : null),
  });
}
