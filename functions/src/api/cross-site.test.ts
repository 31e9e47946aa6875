import { describe, expect, it } from 'vitest';
import { useLiveApp } from './live-app-testing';

// Every call is same-origin (the site reaches the API through Hosting's /bcw rewrite, `npm run dev` through
// Vite's proxy), so the API grants no origin CORS permission. The functions emulator adds its own CORS
// headers, so this is tested on the real express app served on a local port.
const base = useLiveApp();

const preflight = (origin: string) =>
  fetch(`${base()}/bcw/verify-phone`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type, authorization',
    },
  });

describe('cross-site requests', () => {
  it.each([
    'https://evil.example',
    'https://demo-wedding.web.app.evil.example',
    'null',
    'http://localhost:5173',
    'https://demo-wedding.web.app',
  ])('a preflight from %s gets no permission, so a browser sends no JSON call', async (origin) => {
    const response = await preflight(origin);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-headers')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('answers a foreign page without CORS headers, so its browser will not expose the answer', async () => {
    const response = await fetch(`${base()}/bcw/admin/guests`, { headers: { Origin: 'https://evil.example' } });
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("refuses the 'simple' form post a foreign page can send without a preflight", async () => {
    const response = await fetch(`${base()}/bcw/verify-phone`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'text/plain' },
      body: JSON.stringify({ phoneNumber: '+13055550102' }),
    });
    expect(response.status).toBe(415);
  });
});
