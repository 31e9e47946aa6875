import type { BatchQueuedData, BatchScheduledData, DryRunData, SendMessagesBody } from '@contract/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEY, adminCall } from '../../../lib/admin-api';

type Request = Omit<SendMessagesBody, 'dryRun'>;

/** Who would get the text, who is skipped and why, and what it costs: nothing is sent. */
export const dryRunMessages = (body: Request) =>
  adminCall<DryRunData>('/admin/messages', { method: 'POST', body: { ...body, dryRun: true } });

/** Queues one text per recipient (202), or with sendAt schedules the batch (202 'scheduled'). */
export const queueMessages = (body: Request) =>
  adminCall<BatchQueuedData | BatchScheduledData>('/admin/messages', {
    method: 'POST',
    body: { ...body, dryRun: false },
  });

/** POST /admin/messages with dryRun: the review shown before anything is sent. */
export function useDryRunMessages() {
  return useMutation({ mutationFn: dryRunMessages });
}

/** POST /admin/messages: queues the batch; the guest lists then ask again (their last texts change). */
export function useQueueMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: queueMessages,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}
