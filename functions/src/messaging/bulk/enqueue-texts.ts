import { createHash } from 'node:crypto';
import { getApp, getApps, initializeApp } from 'firebase-admin/app';
import { getFunctions } from 'firebase-admin/functions';
import { logger } from 'firebase-functions';
import { isEmulator } from '../../platform/firebase';
import { accessToken, cloudRunUrl } from '../../platform/function-url';

/** The task queue function that sends one bulk text (exported under this name from index.ts). */
/** One text of a bulk batch, as the task queue carries it: the batch and the guest it goes to. */
export type BatchTask = { batchId: string; guestId: string };

export const SEND_TEXT_FUNCTION = 'sendBatchText';
export const TASKS_LOCATION = 'us-central1';
const QUEUE = `locations/${TASKS_LOCATION}/functions/${SEND_TEXT_FUNCTION}`;
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
const taskId = ({ batchId, guestId }: BatchTask) => createHash('sha256').update(`${batchId}/${guestId}`).digest('hex');

const alreadyQueued = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === 'functions/task-already-exists';

let sendTextUrl: Promise<string> | undefined;

/**
 * Where each task is delivered. On the live site: the send function's Cloud Run URL, looked up once per
 * instance (a failed lookup is tried again next time). The emulator routes tasks itself.
 */
function taskTarget(lookup = cloudRunUrl): Promise<string | undefined> {
  if (isEmulator) return Promise.resolve(undefined);
  sendTextUrl ??= accessToken()
    .then((token) =>
      lookup(SEND_TEXT_FUNCTION, { projectId: process.env.GCLOUD_PROJECT ?? '', location: TASKS_LOCATION, token }),
    )
    .catch((error: unknown) => {
      sendTextUrl = undefined;
      throw error;
    });
  return sendTextUrl;
}

/** Enqueues one task per guest; returns the guests whose task could not be enqueued. */
export async function enqueueTexts(batchId: string, guestIds: string[]): Promise<string[]> {
  const queue = getFunctions(tasksApp()).taskQueue<BatchTask>(QUEUE);
  let uri: string | undefined;
  try {
    uri = await taskTarget();
  } catch (error) {
    logger.error('could not find the Cloud Run URL of the bulk text function', error);
    return guestIds;
  }
  const failed: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < guestIds.length) {
      const guestId = guestIds[next++]!;
      const task = { batchId, guestId };
      try {
        await queue.enqueue(task, { id: taskId(task), ...(uri ? { uri } : {}) });
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

/**
 * Enqueues one text again to run at `at` (the morning after a quiet night), under a name of its own: the
 * first task's name stays taken, and the claim in sendBatchText still sends the text at most once.
 */
export async function enqueueTextAt(task: BatchTask, at: number): Promise<void> {
  const queue = getFunctions(tasksApp()).taskQueue<BatchTask>(QUEUE);
  const uri = await taskTarget();
  try {
    await queue.enqueue(task, { id: `${taskId(task)}-${at}`, scheduleTime: new Date(at), ...(uri ? { uri } : {}) });
  } catch (error) {
    if (!alreadyQueued(error)) throw error;
  }
}
