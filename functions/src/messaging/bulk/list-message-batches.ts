import type { BatchListItem } from '@contract/messages';
import type { BulkMessageType } from '@contract/options';
import type { Call } from '../../api/calls';
import { ok } from '../../platform/respond';
import { batches, sendsOf } from './batches';
import { batchNote, batchStartsAt, batchStatus, pausedUntilOf } from '../scheduled/scheduled-batches';

/** The newest batches listed; older ones stay readable one at a time (GET /admin/messages/{batchId}). */
const BATCHES_LISTED = 100;

const countWhere = async (batchId: string, field: string, value: string) =>
  (await sendsOf(batchId).where(field, '==', value).count().get()).data().count;

/** GET /admin/messages: every batch, newest first, with its status and its texts counted (count queries). */
export async function listMessageBatches({ res }: Call<'GET /admin/messages'>) {
  const snap = await batches().orderBy('createdAt', 'desc').limit(BATCHES_LISTED).get();
  const list = await Promise.all(
    snap.docs.map(async (batch): Promise<BatchListItem> => {
      const total = (batch.get('total') as number | undefined) ?? 0;
      const status = batch.get('status') as unknown;
      const [sent, delivered, failed, processed] =
        status === 'scheduled' || status === 'cancelled' || status === 'refused'
          ? [0, 0, 0, 0]
          : await Promise.all([
              countWhere(batch.id, 'status', 'sent'),
              countWhere(batch.id, 'status', 'delivered'),
              countWhere(batch.id, 'status', 'failed'),
              countWhere(batch.id, 'state', 'done'),
            ]);
      const shown = batchStatus(status, total, processed, pausedUntilOf(batch));
      return {
        batchId: batch.id,
        msgType: batch.get('msgType') as BulkMessageType,
        audience: batch.get('audience') as string,
        status: shown,
        note: batchNote(batch, shown),
        startsAt: batchStartsAt(batch),
        total,
        sent,
        delivered,
        failed,
      };
    }),
  );
  const scheduled = list.filter((batch) => batch.status === 'scheduled').length;
  ok(res, `${list.length} batch${list.length === 1 ? '' : 'es'} of texts, ${scheduled} scheduled.`, list);
}
