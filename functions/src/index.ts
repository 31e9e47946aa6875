import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';
import { smsSecrets } from './sms/provider';

export const bcw = onRequest(
  { region: 'us-central1', secrets: smsSecrets, cors: false, memory: '256MiB', maxInstances: 10 },
  createApp(),
);
