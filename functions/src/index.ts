import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';
import { sendTextTask } from './messages/send-text-task';
import { smsSecrets } from './sms/provider';

export const bcw = onRequest(
  { region: 'us-central1', secrets: smsSecrets, cors: false, memory: '256MiB', maxInstances: 10 },
  createApp(),
);

/** The task queue function of bulk texts; its name is SEND_TEXT_FUNCTION (messages/enqueue-texts.ts). */
export const sendBatchText = sendTextTask;
