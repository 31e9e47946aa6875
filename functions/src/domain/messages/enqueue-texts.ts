import { createHash } from 'node:crypto';
import { getApp, getApps, initializeApp } from 'firebase-admin/app';
import { getFunctions } from 'firebase-admin/functions';
import { logger } from 'firebase-functions';
import { isEmulator } from '../../platform/firebase';
import type { BatchTask } from './send-batch-text';

/** The task queue function that sends one bulk text (exported under this name from index.ts). */
export const SEND_TEXT_FUNCTION = 'sendBatchText';
const QUEUE = `locations/us-central1/functions/${SEND_TEXT_FUNCTION}`;
const PARALLEL_ENQUEUES = 8;

/**
 * The Admin SDK names a service account on every task; in production it asks the metadata server.
 * The Cloud Tasks emulator ignores it, so under the emulator a fixed name keeps the request local.
 */
function tasksApp() {
  if (!isEmulator) return getApp();
  return (
    getApps().find((app) => app.name === 'tasks') ??
    initializeApp(
      {
        projectId: process.env.GCLOUD_PROJECT,
        serviceAccountId: `emulator@${process.env.GCLOUD_PROJECT}.iam.gserviceaccount.com`,
      },
      'tasks',
    )
  );
}

/** One task name per (batch, guest): enqueueing the same text twice is refused by Cloud Tasks itself. */
export const taskId = ({ batchId, guestId }: BatchTask) =>
  createHash('sha256').update(`${batchId}/${guestId}`).digest('hex');

const alreadyQueued = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === 'functions/task-already-exists';

/** Enqueues one task per guest; returns the guests whose task could not be enqueued. */
export async function enqueueTexts(batchId: string, guestIds: string[]): Promise<string[]> {
  const queue = getFunctions(tasksApp()).taskQueue<BatchTask>(QUEUE);
  const failed: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < guestIds.length) {
      const guestId = guestIds[next++]!;
      const task = { batchId, guestId };
      try {
        await queue.enqueue(task, { id: taskId(task) });
      } catch (error) {
        if (alreadyQueued(error)) continue;
        logger.error('could not enqueue a bulk text', {
          batch: batchId,
          guest: guestId,
          error: error instanceof Error ? error.message : 'unknown',
        });
        failed.push(guestId);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_ENQUEUES, guestIds.length) }, worker));
  return failed;
}
