import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// An unexpected failure is logged as the Error itself, so the entry carries the stack of where it was
// thrown and Cloud Error Reporting groups it. The failure is injected where verify-phone first reaches
// Firestore; the logger's JSON entries go through console.error, captured before firebase-functions loads.
const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
vi.mock('../platform/rate-limit', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../platform/rate-limit')>()),
  countRequest: async () => {
    throw new Error('disk on fire');
  },
}));

let server: Server;

beforeAll(async () => {
  Object.assign(process.env, {
    GCLOUD_PROJECT: 'demo-wedding',
    TEXTING: 'messaging',
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: 'AC123',
    TWILIO_AUTH_TOKEN: 'token',
    TWILIO_MESSAGING_SERVICE_SID: 'MG456',
    EMAIL_FROM: 'Grace & Daniel <rsvp@wedding.test>',
    SMTP_URL: 'smtp://127.0.0.1:2525',
  });
  const { createApp } = await import('./app');
  server = createApp().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('an unexpected error', () => {
  it('answers 500 and logs the error with its stack', async () => {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/bcw/verify-phone`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone_number: '(305) 555-0102' }),
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ error: true, code: 500 });
    const entries = consoleError.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(entries).toEqual([
      expect.objectContaining({
        severity: 'ERROR',
        path: '/verify-phone',
        message: expect.stringMatching(/^unexpected error Error: disk on fire\n\s+at .*app-errors\.test\.ts/),
      }),
    ]);
  });
});
