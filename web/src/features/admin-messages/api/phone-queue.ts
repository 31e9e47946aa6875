import type { PhoneQueueBody, PhoneQueueDetail, PhoneQueueVia } from '@contract/phone-queue';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEY } from '../../../lib/admin-api';
import { adminRoute } from '../../../lib/admin-route';

const phoneQueuesKey = [...ADMIN_KEY, 'phone-queues'] as const;
const queueKey = (queueId: string) => [...phoneQueuesKey, queueId] as const;

export type PhoneQueueRequest = Omit<PhoneQueueBody, 'dryRun'>;

/** GET /admin/phone-queue: every queue, newest first, with how many of its texts were sent. */
export function usePhoneQueues() {
  return useQuery({
    queryKey: phoneQueuesKey,
    queryFn: async ({ signal }) => (await adminRoute('GET /admin/phone-queue', { signal })).data,
  });
}

/**
 * GET /admin/phone-queue/{queueId}: the queue's texts, each with its Messages and WhatsApp links. Asked again
 * each time the queue is opened and each time the couple comes back to the page: the server puts each
 * guest's working link in the text as it answers, so a link ended since (a changed phone or email) is
 * never the one tapped.
 */
export function usePhoneQueue(queueId: string) {
  return useQuery({
    queryKey: queueKey(queueId),
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
    queryFn: async ({ signal }) =>
      (await adminRoute('GET /admin/phone-queue/{queueId}', { params: { queueId }, signal })).data,
  });
}

/** POST /admin/phone-queue with dryRun: who would be in the queue, who is left out and why. */
export function useDryRunPhoneQueue() {
  return useMutation({
    mutationFn: (body: PhoneQueueRequest) =>
      adminRoute('POST /admin/phone-queue', { body: { ...body, dryRun: true as const } }),
  });
}

/** POST /admin/phone-queue: stores the queue (201). */
export function useCreatePhoneQueue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PhoneQueueRequest) =>
      adminRoute('POST /admin/phone-queue', { body: { ...body, dryRun: false as const } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: phoneQueuesKey }),
  });
}

/**
 * POST (via) or DELETE (via null) on a queue's item: marks the text sent or takes the mark back. The
 * queue on screen takes the answer at once; the guest lists (their last text changed) ask again when next shown.
 */
export function useMarkPhoneQueueItem(queueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ guestId, via }: { guestId: string; via: PhoneQueueVia | null }) =>
      via === null
        ? adminRoute('DELETE /admin/phone-queue/{queueId}/items/{guestId}', { params: { queueId, guestId } })
        : adminRoute('POST /admin/phone-queue/{queueId}/items/{guestId}', {
            params: { queueId, guestId },
            body: { via },
          }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData<PhoneQueueDetail>(queueKey(queueId), (queue) =>
        queue
          ? {
              ...queue,
              done: data.done,
              items: queue.items.map((item) => (item.guestId === data.item.guestId ? data.item : item)),
            }
          : queue,
      );
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEY, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: phoneQueuesKey, exact: true });
    },
  });
}
