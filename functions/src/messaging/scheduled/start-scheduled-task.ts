import { onSchedule } from 'firebase-functions/v2/scheduler';
import { startDueBatches } from './scheduled-batches';

/**
 * Starts scheduled bulk texts when they are due, every minute. Under the emulator, which runs no
 * schedules, the launcher's ticker calls the same code through POST /bcw/tasks/start-due-batches.
 */
export const startScheduledTextsTask = onSchedule(
  { schedule: 'every 1 minutes', region: 'us-central1', memory: '256MiB', timeoutSeconds: 120, retryCount: 0 },
  async () => {
    await startDueBatches();
  },
);
