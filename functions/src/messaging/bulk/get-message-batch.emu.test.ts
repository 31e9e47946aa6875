import type { BatchProgress } from '@contract/messages';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { useSignedInCast } from '@testing/admin-auth-matrix';
import { get } from '@testing/testing';
import { batches, createBatch, sendRef } from './batches';

const cast = useSignedInCast();
const margaret = { id: 'margaret-harper', first: 'Margaret', last: 'Harper' };
const walter = { id: 'walter-harper', first: 'Walter', last: 'Harper' };
const minutesAgo = (minutes: number) => Timestamp.fromMillis(Date.now() - minutes * 60_000);

/** A batch written as POST /admin/messages writes it, but with no task queued: its texts wait forever. */
async function batchStarted(minutes: number) {
  const batchId = await createBatch([margaret, walter], {
    msgType: 'reminder',
    cmsg: '',
    rsvpClosesAt: null,
    by: 'grace-harper',
    byName: 'Grace Harper',
    total: 2,
  });
  await batches()
    .doc(batchId)
    .update({ createdAt: minutesAgo(minutes) });
  return batchId;
}

const progress = async (batchId: string) =>
  (await get<BatchProgress>(`/admin/messages/${batchId}`, { token: cast().admin.idToken })).body.data!;

describe('GET /bcw/admin/messages/{batchId}: stalled', () => {
  it('is false while texts have waited less than 10 minutes', async () => {
    expect(await progress(await batchStarted(9))).toMatchObject({ stalled: false, done: false, queued: 2 });
  });

  it('is true when texts still wait more than 10 minutes after the batch started', async () => {
    expect(await progress(await batchStarted(11))).toMatchObject({ stalled: true, done: false, processed: 0 });
  });

  it('stays true while any text waits, and is false once none does', async () => {
    const batchId = await batchStarted(30);
    await sendRef(batchId, margaret.id).update({ state: 'done', status: 'delivered' });
    expect(await progress(batchId)).toMatchObject({ stalled: true, processed: 1 });
    await sendRef(batchId, walter.id).update({ state: 'done', status: 'delivered' });
    expect(await progress(batchId)).toMatchObject({ stalled: false, done: true });
  });

  it('is false for a text a task has claimed (sending), however old the batch', async () => {
    const batchId = await batchStarted(30);
    await Promise.all([margaret, walter].map((guest) => sendRef(batchId, guest.id).update({ state: 'sending' })));
    expect((await progress(batchId)).stalled).toBe(false);
  });
});
