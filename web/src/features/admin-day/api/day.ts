import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentAnnouncement } from '@contract/site-content';
import { adminRoute } from '../../../lib/admin-route';
import { consoleGuestsQuery, contentQuery, settingsQuery, summaryQuery } from '../../../lib/admin-queries';

/** POST /admin/day/door-key: a new key for the door sign (the sign printed with the old one stops working). */
export function useNewDoorKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminRoute('POST /admin/day/door-key'),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: settingsQuery.queryKey }),
  });
}

/** PATCH /admin/guests/{id} with `helper`: they help at the door on the wedding day (or no longer). */
export function useSetHelper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, helper }: { id: string; helper: boolean }) =>
      adminRoute('PATCH /admin/guests/{id}', { params: { id }, body: { helper } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: consoleGuestsQuery.queryKey }),
  });
}

/** PUT /admin/content's announcements with the day-of notes changed; a 409 (saved elsewhere since) is shown in place. */
export function useSaveAnnouncements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ value, version }: { value: ContentAnnouncement[]; version: number }) =>
      adminRoute('PUT /admin/content', { body: { section: 'announcements', value, version } }),
    meta: { errorsShownInPlace: [400, 409] },
    onSuccess: (answer) => queryClient.setQueryData(contentQuery.queryKey, answer.data),
  });
}

/**
 * The summary, refreshed every half minute on the day so arrivals at the door show as they happen, and each
 * time the couple come back to the Day tab (as the phone queue is: the console's 10 s freshness would show
 * a return within seconds of a check-in the old count).
 */
export const arrivalsQuery = { ...summaryQuery, refetchInterval: 30_000, refetchOnMount: 'always' as const };
