import { useQuery } from '@tanstack/react-query';
import { ADMIN_KEY } from '../../../lib/admin-api';
import { adminRoute } from '../../../lib/admin-route';

const POLL_MS = 1000;

const batchKey = (batchId: string) => [...ADMIN_KEY, 'message-batch', batchId] as const;

const getMessageBatch = (batchId: string, signal?: AbortSignal) =>
  adminRoute('GET /admin/messages/{batchId}', { params: { batchId }, signal });

/**
 * GET /admin/messages/{batchId}: a batch's progress, asked for every second until every text was
 * handed over. An error answer stops the polling (the query's error state); refetch() starts it again.
 */
export function useMessageBatch(batchId: string) {
  return useQuery({
    queryKey: batchKey(batchId),
    queryFn: async ({ signal }) => (await getMessageBatch(batchId, signal)).data,
    refetchInterval: (query) => (query.state.data?.done || query.state.status === 'error' ? false : POLL_MS),
  });
}
