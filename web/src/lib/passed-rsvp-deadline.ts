import { useQuery } from '@tanstack/react-query';
import { configRsvpByPassed } from '@contract/wedding-dates';
import { settingsQuery } from './admin-queries';

/**
 * GET /admin/settings (the same query as the Settings tab's): the date a reminder names once it has passed,
 * else null: the deadline set in Settings ('settings', ISO), or with none set the config's `rsvpBy` ('config').
 */
export function usePassedRsvpDeadline() {
  return useQuery({
    ...settingsQuery,
    select: ({ rsvpClosesAt }) => {
      const now = Date.now();
      if (rsvpClosesAt) return Date.parse(rsvpClosesAt) <= now ? { from: 'settings' as const, rsvpClosesAt } : null;
      return configRsvpByPassed(now) ? { from: 'config' as const } : null;
    },
  });
}
