import type { BatchFailure, BatchProgress } from '@contract/messages';
import { STALLED_AFTER_MS } from '@contract/options';
import type { Timestamp, Transaction } from 'firebase-admin/firestore';
import { db } from '../../platform/firebase';
import { TEXT_STATUSES, type TextStatus } from '@contract/options';
import type { Call } from '../../api/calls';
import { ok } from '../../platform/respond';
import { Refusal } from '../../platform/refusal';
import { batches, sendsOf } from './batches';
import { batchNote, batchStartsAt, batchStatus, pausedUntilOf } from '../scheduled/scheduled-batches';

const FAILURES_LISTED = 200;

/** How many of the batch's texts have `field` at `value`, read within `tx`. */
const countWhere = async (tx: Transaction, batchId: string, field: string, value: string) =>
  (await tx.get(sendsOf(batchId).where(field, '==', value).count())).data().count;

/** GET /admin/messages/{batchId}: the batch's texts counted by status (count queries, not every document). */
export async function getMessageBatch({ params: { batchId }, res }: Call<'GET /admin/messages/{batchId}'>) {
  const batch = await batches().doc(batchId).get();
  if (!batch.exists) throw new Refusal('not-found', 'We could not find this batch of texts.');

  // Every count at one moment (a read-only transaction reads at one time): counted one by one, a text
  // handed over between two counts showed as done while its status still read queued.
  const [byStatus, done, waiting, failedSnap] = await db.runTransaction(
    (tx) =>
      Promise.all([
        Promise.all(TEXT_STATUSES.map((status) => countWhere(tx, batchId, 'status', status))),
        countWhere(tx, batchId, 'state', 'done'),
        countWhere(tx, batchId, 'state', 'waiting'),
        tx.get(sendsOf(batchId).where('status', 'in', ['failed', 'undelivered']).limit(FAILURES_LISTED)),
      ]),
    { readOnly: true },
  );
  const counts = Object.fromEntries(TEXT_STATUSES.map((status, i) => [status, byStatus[i]!])) as Record<
    TextStatus,
    number
  >;
  const total = batch.get('total') as number;
  const failures: BatchFailure[] = failedSnap.docs.map((doc) => ({
    id: doc.id,
    first: doc.get('first') as string,
    last: doc.get('last') as string,
    status: doc.get('status') as TextStatus,
    errorCode: (doc.get('errorCode') as number | null) ?? null,
    reason: (doc.get('reason') as string) || 'The carrier could not deliver the text.',
  }));
  const startedAt =
    ((batch.get('startedAt') ?? batch.get('createdAt')) as Timestamp | undefined)?.toMillis() ?? Date.now();
  const stalled = waiting > 0 && Date.now() - startedAt > STALLED_AFTER_MS;
  const status = batchStatus(batch.get('status'), total, done, pausedUntilOf(batch));
  const note = batchNote(batch, status);
  const data: BatchProgress = {
    total,
    processed: done,
    ...counts,
    done: status === 'done',
    stalled,
    failures,
    status,
    startsAt: batchStartsAt(batch),
    note,
  };
  const message = note
    ? note
    : status === 'scheduled'
      ? 'This batch is scheduled and has not started yet.'
      : status === 'cancelled'
        ? 'This batch was cancelled before it started.'
        : data.done
          ? 'Every text was handed over.'
          : `${done} of ${total} texts handed over so far.`;
  ok(res, message, data);
}
