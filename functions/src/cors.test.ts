import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The functions emulator turns any CORS allowlist into "allow all", so the policy is tested here,
// on the real express app served on a local port.
let server: Server;
let base: string;

beforeAll(async () => {
  process.env.GCLOUD_PROJECT = 'demo-wedding';
  process.env.ALLOWED_ORIGINS = 'https://www.grace-and-daniel.example';
  const { createApp } = await import('./app');
  server = createApp().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const preflight = (origin: string) =>
  fetch(`${base}/bcw/verify-phone`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type',
    },
  });

describe('CORS allowlist in production', () => {
  it.each([
    'https://demo-wedding.web.app',
    'https://demo-wedding.firebaseapp.com',
    'https://www.grace-and-daniel.example',
  ])('lets %s call the API', async (origin) => {
    const response = await preflight(origin);
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
  });

  it.each([
    'https://evil.example',
    'https://demo-wedding.web.app.evil.example',
    'null',
    'http://127.0.0.1:5000',
    'http://localhost:5173',
    'http://localhost:5000',
  ])('gives %s no CORS permission', async (origin) => {
    const response = await preflight(origin);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a request from a foreign origin without CORS headers, so browsers will not expose it', async () => {
    const response = await fetch(`${base}/bcw/no-such-call`, { headers: { Origin: 'https://evil.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('CORS allowlist under the emulator suite (npm start, npm run dev)', () => {
  it('adds the local Hosting and Vite dev origins', async () => {
    const { allowedOrigins } = await import('./platform/cors');
    expect(allowedOrigins('demo-wedding', '', true)).toEqual(
      expect.arrayContaining([
        'http://127.0.0.1:5000',
        'http://localhost:5000',
        'http://127.0.0.1:5173',
        'http://localhost:5173',
      ]),
    );
    expect(allowedOrigins('demo-wedding', '', false).filter((origin) => origin.startsWith('http:'))).toEqual([]);
  });
});
