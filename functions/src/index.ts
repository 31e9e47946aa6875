import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';
import { isEmulator } from './platform/firebase';
import { countingReads } from './platform/read-counter';
import { sendTextTask } from './domain/messages/send-text-task';
import { smsSecrets } from './platform/sms/provider';

const app = createApp();

export const bcw = onRequest(
  { region: 'us-central1', secrets: smsSecrets, cors: false, memory: '256MiB', maxInstances: 10 },
  // Under the emulator only, each answer says how many documents it read (for the benchmark).
  isEmulator ? countingReads(app) : app,
);

/** The task queue function of bulk texts; its name is SEND_TEXT_FUNCTION (messages/enqueue-texts.ts). */
export const sendBatchText = sendTextTask;
