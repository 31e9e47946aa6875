import { FieldValue, type DocumentReference, type WriteBatch } from 'firebase-admin/firestore';
import { db } from '../../platform/firebase';
import type { Guest } from '../../guests/guests';
import { namedOnly, type Named } from '../households/households';

/** messageBatches/{id}: who sent what to whom, with one sends/{guestId} document per recipient. */
export const batches = () => db.collection('messageBatches');

/**
 * messageBatches/{id}/sends/{guestId}: one text of a batch. `state` is the sender's bookkeeping:
 * 'waiting' (task not run yet), 'sending' (claimed by a task, provider not answered yet), 'done';
 * `status` is the text's status as the provider reports it.
 */
export const sendsOf = (batchId: string) => batches().doc(batchId).collection('sends');

export const sendRef = (batchId: string, guestId: string): DocumentReference => sendsOf(batchId).doc(guestId);

const WRITES_PER_COMMIT = 400;

/**
 * A recipient's send, waiting for its task. `named`: the people of the recipient's invitation still without
 * an answer, when the recipient carries the message for someone who has no phone or email of their own.
 */
export const waitingSend = (guest: Pick<Guest, 'id' | 'first' | 'last'>, named: Named[] = []) => ({
  guestId: guest.id,
  first: guest.first,
  last: guest.last,
  state: 'waiting',
  status: 'queued',
  sid: null,
  errorCode: null,
  reason: '',
  ...(named.length ? { named: namedOnly(named) } : {}),
});

/** The batch document, and one 'waiting' send per recipient, all written before any task can run. */
export async function createBatch(
  recipients: Pick<Guest, 'id' | 'first' | 'last'>[],
  fields: object,
  batchRef: DocumentReference = batches().doc(),
  named: Map<string, Named[]> = new Map(),
) {
  const writes = [
    (batch: WriteBatch) => batch.set(batchRef, { ...fields, createdAt: FieldValue.serverTimestamp() }),
    ...recipients.map(
      (guest) => (batch: WriteBatch) =>
        batch.set(sendRef(batchRef.id, guest.id), waitingSend(guest, named.get(guest.id))),
    ),
  ];
  for (let start = 0; start < writes.length; start += WRITES_PER_COMMIT) {
    const batch = db.batch();
    writes.slice(start, start + WRITES_PER_COMMIT).forEach((write) => write(batch));
    await batch.commit();
  }
  return batchRef.id;
}
