import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// Outside the emulator (no FUNCTIONS_EMULATOR here), on the real express app: a missed SMS setting
// stops every request with a logged error and a 503, instead of "sending" codes to a log.
// The logger writes JSON entries through console.error, captured before firebase-functions loads.
const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
let server: Server;
let base: string;

const ready = {
  TEXTING: 'messaging',
  TWILIO_VERIFY_SERVICE_SID: '',
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC123',
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_MESSAGING_SERVICE_SID: 'MG456',
  TWILIO_FROM: '',
  TWILIO_BASE_URL: 'https://api.twilio.com',
  EMAIL_FROM: '"Grace & Daniel" <rsvp@example.com>',
  SMTP_URL: 'smtps://user:secret-password@smtp.example.com:465',
};

/** Sets exactly these settings (an undefined one is left unset) as the function's environment. */
function configure(settings: Partial<Record<keyof typeof ready, string | undefined>>) {
  for (const key of Object.keys(ready)) delete process.env[key];
  for (const [key, value] of Object.entries(settings)) if (value !== undefined) process.env[key] = value;
}

const loggedErrors = () =>
  consoleError.mock.calls.map(([line]) => JSON.parse(String(line)) as { severity: string; message: string });

const verifyPhone = (phone_number: string) =>
  fetch(`${base}/bcw/verify-phone`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone_number }),
  });

beforeAll(async () => {
  process.env.GCLOUD_PROJECT = 'demo-wedding';
  const { createApp } = await import('./app');
  server = createApp().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => consoleError.mockClear());

describe('outside the emulator, the API fails closed', () => {
  it('answers 503 with the outbox provider, and logs why', async () => {
    configure({ ...ready, SMS_PROVIDER: 'outbox' });
    const response = await verifyPhone('(305) 555-0102');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: true,
      code: 503,
      message: 'The site is not set up yet. Please try again later.',
    });
    expect(loggedErrors()).toEqual([
      expect.objectContaining({
        severity: 'ERROR',
        message: expect.stringMatching(/^Error: .*SMS_PROVIDER is 'outbox'/),
      }),
    ]);
  });

  it.each([
    ['TWILIO_ACCOUNT_SID', { ...ready, TWILIO_ACCOUNT_SID: '' }],
    ['TWILIO_AUTH_TOKEN', { ...ready, TWILIO_AUTH_TOKEN: undefined }],
    ['no sender', { ...ready, TWILIO_MESSAGING_SERVICE_SID: '', TWILIO_FROM: '' }],
  ])('answers 503 when Twilio lacks %s, on every call', async (missing, settings) => {
    configure(settings);
    for (const response of [
      await verifyPhone('(305) 555-0102'),
      await fetch(`${base}/bcw/get-invitation/inv-harper`),
      await fetch(`${base}/bcw/no-such-call`),
    ]) {
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ error: true, code: 503 });
    }
    expect(loggedErrors()[0]?.message).toContain(missing);
    expect(JSON.stringify(loggedErrors())).not.toContain('token');
  });

  it.each([
    ['EMAIL_FROM', { ...ready, EMAIL_FROM: '' }],
    ['SMTP_URL', { ...ready, SMTP_URL: undefined }],
    ['SMTP_URL', { ...ready, SMTP_URL: 'https://smtp.example.com' }],
  ])('answers 503 when email lacks %s', async (missing, settings) => {
    configure(settings);
    const response = await verifyPhone('(305) 555-0102');
    expect(response.status).toBe(503);
    expect(loggedErrors()[0]?.message).toContain(missing);
    expect(JSON.stringify(loggedErrors())).not.toContain('secret-password');
  });

  it('serves requests once Twilio is set up', async () => {
    configure(ready);
    const response = await verifyPhone('12');
    expect(response.status).toBe(400);
    expect(loggedErrors()).toEqual([]);
  });

  it('with TEXTING=verify (the default) needs a Verify service and no sender number', async () => {
    const verifyOnly = { ...ready, TEXTING: undefined, TWILIO_MESSAGING_SERVICE_SID: '', TWILIO_FROM: '' };
    configure(verifyOnly);
    expect((await verifyPhone('12')).status).toBe(503);
    expect(loggedErrors()[0]?.message).toContain('TEXTING is verify but TWILIO_VERIFY_SERVICE_SID is empty');
    configure({ ...verifyOnly, TWILIO_VERIFY_SERVICE_SID: 'VA123' });
    expect((await verifyPhone('12')).status).toBe(503);
    expect(loggedErrors()[1]?.message).toContain('TWILIO_VERIFY_SERVICE_SID must be VA followed by 32 hex digits');
    configure({ ...verifyOnly, TWILIO_VERIFY_SERVICE_SID: `VA${'0'.repeat(32)}` });
    expect((await verifyPhone('12')).status).toBe(400);
    configure({ ...ready, TEXTING: 'carrier-pigeon' });
    expect((await verifyPhone('12')).status).toBe(503);
    expect(loggedErrors()[2]?.message).toContain("TEXTING must be 'verify' or 'messaging'");
  });

  it('never defaults to the outbox when SMS_PROVIDER is unset', async () => {
    configure({ ...ready, SMS_PROVIDER: undefined });
    expect((await verifyPhone('12')).status).toBe(400);
    configure({ SMS_PROVIDER: undefined });
    expect((await verifyPhone('12')).status).toBe(503);
  });
});
