import { logger } from 'firebase-functions';
import { defineInt } from 'firebase-functions/params';
import { HttpsError } from 'firebase-functions/v2/https';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { z } from 'zod';
import { firestoreId } from '@contract/ids';
import { emailSecrets } from '../../platform/email/settings';
import { getSmsProvider, smsSecrets } from '../../platform/sms/provider';
import { SmsError } from '../../platform/sms/types';
import type { BatchTask } from './enqueue-texts';
import { ClaimHeld, sendBatchText } from './send-batch-text';

/** How fast bulk texts go out. Twilio sends 1 text a second from a long code (more from toll-free). */
const smsPerSecond = defineInt('SMS_PER_SECOND', {
  default: 1,
  description: 'Texts a bulk send sends per second (Twilio long codes: 1; toll-free numbers: 3 or more)',
});

const taskData = z.object({ batchId: firestoreId, guestId: firestoreId });

/**
 * One bulk text per task. Cloud Tasks keeps the rate, and retries with backoff (10 s, 20 s, 40 s, 80 s)
 * when the provider says to try later; the claim in sendBatchText keeps it to one text per guest.
 */
export const sendTextTask = onTaskDispatched<BatchTask>(
  {
    region: 'us-central1',
    secrets: [...smsSecrets, ...emailSecrets],
    memory: '256MiB',
    timeoutSeconds: 30,
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 10, maxBackoffSeconds: 300, maxDoublings: 4 },
    rateLimits: { maxDispatchesPerSecond: smsPerSecond, maxConcurrentDispatches: 6 },
  },
  async (request) => {
    const task = taskData.safeParse(request.data);
    if (!task.success) {
      logger.error('bulk text task with bad data, dropped', { retry: request.retryCount });
      return;
    }
    try {
      await sendBatchText(task.data, getSmsProvider());
    } catch (error) {
      // Tell Cloud Tasks to try again later; anything else is logged by the runtime and retried too.
      if (error instanceof ClaimHeld) throw new HttpsError('unavailable', error.message);
      if (error instanceof SmsError && error.retriable) throw new HttpsError('unavailable', 'provider busy');
      throw error;
    }
  },
);
