import type { SiteSettingsData } from '@contract/admin';
import type { BatchListItem, BatchScheduledData, SendMessagesBody } from '@contract/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEY, adminCall } from '../../../lib/admin-api';

export const batchesKey = [...ADMIN_KEY, 'message-batches'] as const;
/** The same key as the Settings tab's, so both read one copy of the settings. */
const settingsKey = [...ADMIN_KEY, 'settings'] as const;

/** How often the list asks again, so a scheduled batch is seen to start. */
const LIST_REFRESH_MS = 30_000;

/** GET /admin/messages: every batch, newest first. */
export function useMessageBatches() {
  return useQuery({
    queryKey: batchesKey,
    queryFn: async ({ signal }) => (await adminCall<BatchListItem[]>('/admin/messages', { signal })).data,
    refetchInterval: LIST_REFRESH_MS,
  });
}

/** The RSVP deadline the reminder plan works back from (GET /admin/settings). */
export function useRsvpDeadline() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: async ({ signal }) => (await adminCall<SiteSettingsData>('/admin/settings', { signal })).data,
    select: (settings) => settings.rsvpClosesAt,
  });
}

type Request = Omit<SendMessagesBody, 'dryRun'> & { sendAt: string };

/** POST /admin/messages with sendAt: a batch that starts later (202 'scheduled'). */
export const scheduleMessages = (body: Request) =>
  adminCall<BatchScheduledData>('/admin/messages', { method: 'POST', body: { ...body, dryRun: false } });

/** DELETE /admin/messages/{batchId}: cancels a batch that has not started. */
export function useCancelBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (batchId: string) =>
      adminCall<{ batchId: string }>(`/admin/messages/${encodeURIComponent(batchId)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: batchesKey }),
  });
}
