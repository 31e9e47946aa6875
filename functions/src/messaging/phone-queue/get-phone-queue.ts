import type { PhoneQueueDetail } from '@contract/phone-queue';
import type { Call } from '../../api/calls';
import { rowsWithWorkingLinks } from './phone-queue-links';
import { phoneQueues, queueItem, queueSkipped, queueSummary } from './phone-queue';
import { ok } from '../../platform/respond';
import { Refusal } from '../../platform/refusal';

export const QUEUE_NOT_FOUND = 'We could not find this phone queue. Please open it again from the list of queues.';

/**
 * GET /admin/phone-queue/{queueId}: the queue with its texts in order, each with its Messages and WhatsApp
 * links; each unsent text carries the guest's personal link as it works now.
 */
export async function getPhoneQueue({ params: { queueId }, res }: Call<'GET /admin/phone-queue/{queueId}'>) {
  const queue = await phoneQueues().doc(queueId).get();
  if (!queue.exists) throw new Refusal('not-found', QUEUE_NOT_FOUND);
  const summary = queueSummary(queue);
  const data: PhoneQueueDetail = {
    ...summary,
    items: (await rowsWithWorkingLinks(queueId, summary.msgType)).map(queueItem),
    skipped: queueSkipped(queue),
  };
  ok(res, `${data.done} of ${data.count} sent.`, data);
}
