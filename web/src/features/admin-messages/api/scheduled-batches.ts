import type { BatchScheduledData, SendMessagesBody } from '@contract/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEY, type AdminAnswer } from '../../../lib/admin-api';
import { settingsQuery } from '../../../lib/admin-queries';
import { adminRoute } from '../../../lib/admin-route';

export const batchesKey = [...ADMIN_KEY, 'message-batches'] as const;

/** How often the list asks again, so a scheduled batch is seen to start. */
const LIST_REFRESH_MS = 30_000;

/** GET /admin/messages: every batch, newest first. */
export function useMessageBatches() {
  return useQuery({
    queryKey: batchesKey,
    queryFn: async ({ signal }) => (await adminRoute('GET /admin/messages', { signal })).data,
    refetchInterval: LIST_REFRESH_MS,
  });
}

/** The RSVP deadline the reminder plan works back from (GET /admin/settings). */
export function useRsvpDeadline() {
  // The Settings tab's own query: both read one copy of the settings.
  return useQuery({ ...settingsQuery, select: (settings) => settings.rsvpClosesAt });
}

type Request = Omit<SendMessagesBody, 'dryRun'> & { sendAt: string };

/** POST /admin/messages with sendAt: a batch that starts later (202 'scheduled'). */
export const scheduleMessages = (body: Request) =>
  adminRoute('POST /admin/messages', { body: { ...body, dryRun: false } }) as Promise<AdminAnswer<BatchScheduledData>>;

/** DELETE /admin/messages/{batchId}: cancels a batch that has not started. */
export function useCancelBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (batchId: string) => adminRoute('DELETE /admin/messages/{batchId}', { params: { batchId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: batchesKey }),
  });
}
