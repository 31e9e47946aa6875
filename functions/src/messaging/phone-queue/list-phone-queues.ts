import type { Call } from '../../api/calls';
import { phoneQueues, queueSummary } from './phone-queue';
import { ok } from '../../platform/respond';

/** The newest queues listed; a couple makes a handful. */
const QUEUES_LISTED = 100;

/** GET /admin/phone-queue: the queues, newest first, each with how many texts it holds and how many were sent. */
export async function listPhoneQueues({ res }: Call<'GET /admin/phone-queue'>) {
  const snap = await phoneQueues().orderBy('createdAt', 'desc').limit(QUEUES_LISTED).get();
  const list = snap.docs.map(queueSummary);
  ok(res, `${list.length} phone queue${list.length === 1 ? '' : 's'}.`, list);
}
