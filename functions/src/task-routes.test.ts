import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Outside the emulator (no FUNCTIONS_EMULATOR here), on the real express app: the live site starts
// scheduled texts from its own schedule, so no HTTP caller may, whatever key it sends.
let server: Server;
let base: string;

beforeAll(async () => {
  Object.assign(process.env, {
    GCLOUD_PROJECT: 'demo-wedding',
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
    TWILIO_AUTH_TOKEN: 'token',
    TWILIO_FROM: '+13055550000',
    EMAIL_FROM: 'Grace & Daniel <rsvp@wedding.test>',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    // Even with the emulator launcher's key set and sent, the live site refuses.
    EMULATOR_CLIENT_PROXY_KEY: 'run-key',
  });
  const { createApp } = await import('./app');
  server = createApp().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('task routes on the live site', () => {
  it.each<Record<string, string>>([{}, { 'x-emulator-task-key': 'run-key' }, { 'x-emulator-task-key': 'guess' }])(
    'refuses POST /bcw/tasks/start-due-batches with 401 (%o)',
    async (headers) => {
      const answer = await fetch(`${base}/bcw/tasks/start-due-batches`, { method: 'POST', headers });
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({ error: true, code: 401, message: 'Unauthorized' });
    },
  );
});
