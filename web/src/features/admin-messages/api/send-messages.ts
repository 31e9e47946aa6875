import type { SendMessagesBody } from '@contract/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEY } from '../../../lib/admin-api';
import { adminRoute } from '../../../lib/admin-route';

type Request = Omit<SendMessagesBody, 'dryRun'>;

/** Who would get the text, who is skipped and why, and what it costs: nothing is sent. */
const dryRunMessages = (body: Request) =>
  adminRoute('POST /admin/messages', { body: { ...body, dryRun: true as const } });

/** Queues one text per recipient (202), or with sendAt schedules the batch (202 'scheduled'). */
const queueMessages = (body: Request) =>
  adminRoute('POST /admin/messages', { body: { ...body, dryRun: false as const } });

/** POST /admin/messages with dryRun: the review shown before anything is sent. */
export function useDryRunMessages() {
  return useMutation({ mutationFn: dryRunMessages });
}

/**
 * POST /admin/messages: queues the batch; the guest lists then ask again (their last texts change). They
 * reload in the background: the batch's progress shows as soon as it is queued, not once the slowest list
 * has come back (the list of batches counts every batch's texts, seconds on a busy server).
 */
export function useQueueMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: queueMessages,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
    },
  });
}
