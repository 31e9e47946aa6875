import { useQuery } from '@tanstack/react-query';
import { settingsQuery } from './admin-queries';

/** GET /admin/settings (the same query as the Settings tab's): the RSVP deadline once it has passed, else null. */
export function usePassedRsvpDeadline() {
  return useQuery({
    ...settingsQuery,
    select: ({ rsvpClosesAt }) => (rsvpClosesAt && Date.parse(rsvpClosesAt) <= Date.now() ? rsvpClosesAt : null),
  });
}
