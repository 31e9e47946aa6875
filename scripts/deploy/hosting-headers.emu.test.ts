import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteUrl } from '@testing/testing';
import { authEmulatorOrigin, emulatorConfig } from '@launcher/setup.mjs';
import { contentSecurityPolicies, cspProblems } from '../../web/vite-plugins/csp-hash';
import type { RoutePreloadData } from '../../web/vite-plugins/route-preload';

// What the Hosting emulator serves, from firebase.json (the emulators run it with the Auth emulator
// added to connect-src, and nothing else changed). `Cache-Control: no-store` on /bcw answers is set by
// the function itself and tested with the API.
const root = join(import.meta.dirname, '..', '..');
const firebaseJson = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));

const fetchPage = async (path: string) => {
  const response = await fetch(`${siteUrl}${path}`);
  return { response, body: await response.text() };
};
const entryScript = async () => {
  const { body } = await fetchPage('/');
  // The inline script starts the app from the file lists in the JSON data block (web/vite-plugins/route-preload.ts).
  const data = /<script type="application\/json" id="route-preload">([^<]+)<\/script>/.exec(body)?.[1];
  const src = data ? (JSON.parse(data) as RoutePreloadData).entry : undefined;
  if (!src?.startsWith('/assets/')) throw new Error('index.html names no entry script');
  return src;
};

describe('Hosting headers', () => {
  // Paths with a segment that starts with a dot are skipped by a '**' glob: they must match all the same.
  it.each(['/', '/guests', '/no-such-page', '/index.html', '/.x', '/guests/.well-known', '/.well-known/security.txt'])(
    '%s: the security headers and no-cache',
    async (path) => {
      const { response, body } = await fetchPage(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(cspProblems(body, [csp])).toEqual([]); // the inline preload script is allowed by its hash
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it("serves firebase.json's policy, with only the Auth emulator added for the emulator build", async () => {
    const [production] = contentSecurityPolicies(firebaseJson);
    const [emulator] = contentSecurityPolicies(emulatorConfig(firebaseJson));
    expect(production).not.toContain('127.0.0.1');
    expect(emulator).toBe(production?.replace(/(connect-src [^;]*)/, `$1 ${authEmulatorOrigin}`));
    expect((await fetchPage('/')).response.headers.get('content-security-policy')).toBe(emulator);
  });

  it('caches hashed assets for a year', async () => {
    const response = await fetch(`${siteUrl}${await entryScript()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers a missing asset with a 404, never the page', async () => {
    for (const path of ['/assets/index-missing0.js', '/assets/chunks/gone.css', '/assets/']) {
      const { response, body } = await fetchPage(path);
      expect(response.status, path).toBe(404);
      expect(body).not.toContain('id="root"');
    }
  });

  it('serves no source maps', async () => {
    const entry = await entryScript();
    expect((await fetchPage(`${entry}.map`)).response.status).toBe(404);
    expect((await fetchPage(entry)).body).not.toContain('sourceMappingURL');
    const built = readdirSync(join(root, 'web', 'dist'), { recursive: true }).map(String);
    expect(built.filter((file) => file.endsWith('.map'))).toEqual([]);
  });

  it('sends the API answers through to the function', async () => {
    const response = await fetch(`${siteUrl}/bcw/verify-phone`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone_number: '12' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: true, code: 400 });
  });
});
