import type { Call } from '../../api/calls';
import { ok } from '../../platform/respond';
import { cancelBatch } from '../scheduled/scheduled-batches';

/** DELETE /admin/messages/{batchId}: cancels a batch that has not started. */
export async function cancelMessageBatch({
  caller: admin,
  params: { batchId },
  res,
}: Call<'DELETE /admin/messages/{batchId}'>) {
  const cancelled = await cancelBatch(batchId, admin.uid);
  ok(
    res,
    cancelled
      ? 'The scheduled batch was cancelled; none of its texts will go out.'
      : 'This batch was already cancelled.',
    {
      batchId,
      status: 'cancelled',
    },
  );
}
