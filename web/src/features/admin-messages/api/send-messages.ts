import type { BatchQueuedData, DryRunData, SendMessagesBody } from '@contract/messages';
import { apiRequest } from '../../../lib/api-client';

type Request = Omit<SendMessagesBody, 'dryRun'>;

/** Who would get the text, who is skipped and why, and what it costs: nothing is sent. */
export function dryRunMessages(body: Request) {
  return apiRequest<DryRunData>('/admin/messages', { method: 'POST', body: { ...body, dryRun: true } });
}

/** Queues one text per recipient (202). */
export function queueMessages(body: Request) {
  return apiRequest<BatchQueuedData>('/admin/messages', { method: 'POST', body: { ...body, dryRun: false } });
}
