import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/**
 * For tests of the real express app outside the emulator: serves it on a local port with a live site's
 * settings (so requests get past the fail-closed check), plus `env`. Returns a getter for its base URL.
 */
export function useLiveApp(env: Record<string, string> = {}): () => string {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    Object.assign(process.env, {
      GCLOUD_PROJECT: 'demo-wedding',
      SMS_PROVIDER: 'twilio',
      TEXTING: 'messaging',
      TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+13055550000',
      EMAIL_FROM: 'Grace & Daniel <rsvp@wedding.test>',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      ...env,
    });
    const { createApp } = await import('./app');
    server = createApp().listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  return () => base;
}
