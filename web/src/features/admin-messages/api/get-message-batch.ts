import type { BatchProgress } from '@contract/messages';
import { apiRequest } from '../../../lib/api-client';

export function getMessageBatch(batchId: string, signal?: AbortSignal) {
  return apiRequest<BatchProgress>(`/admin/messages/${encodeURIComponent(batchId)}`, { signal });
}
