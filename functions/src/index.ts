import { defineInt } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './api/app';
import { isEmulator } from './platform/firebase';
import { countingReads } from './platform/read-counter';
import { startScheduledTextsTask } from './messaging/scheduled/start-scheduled-task';
import { sendTextTask } from './messaging/bulk/send-text-task';
import { lastWeeksTickTask } from './last-weeks/last-weeks-task';
import { emailSecrets } from './platform/email/settings';
import { smsSecrets } from './platform/sms/provider';

const app = createApp();

/**
 * Instances kept warm, so nobody waits for a cold start (a few seconds). 0 costs nothing; set 1 in
 * functions/.env.<project-id> for invitation week (about $5-10 a month while it is set), then 0 again.
 */
const minInstances = defineInt('MIN_INSTANCES', {
  default: 0,
  description: 'Instances of the API kept warm: 1 during invitation week, 0 otherwise',
});

export const bcw = onRequest(
  {
    region: 'us-central1',
    secrets: [...smsSecrets, ...emailSecrets],
    cors: false,
    memory: '256MiB',
    maxInstances: 10,
    minInstances,
  },
  // Under the emulator only, each answer says how many documents it read (for the benchmark).
  isEmulator ? countingReads(app) : app,
);

/** The task queue function of bulk texts; its name is SEND_TEXT_FUNCTION (messages/enqueue-texts.ts). */
export const sendBatchText = sendTextTask;

/** Starts scheduled bulk texts when they are due, every minute (messaging/scheduled/start-scheduled-task.ts). */
export const startScheduledTexts = startScheduledTextsTask;

/** The couple's last weeks (section 29): the final count when due, answer alerts, the daily digest. */
export const lastWeeksTick = lastWeeksTickTask;
