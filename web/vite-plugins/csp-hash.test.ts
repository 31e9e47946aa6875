import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicies, cspHash, cspProblems, inlineScripts } from './csp-hash';
import { routePreloadScript } from './route-preload';

const firebaseJson = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'));
const page = (head: string) => `<!doctype html><html><head>${head}</head><body></body></html>`;

describe('inline script hashes', () => {
  it('finds the scripts a browser runs, not external scripts or JSON data blocks', () => {
    const html = page(
      '<script type="module" src="/assets/index.js"></script><script type="application/json" id="x">{"a":1}</script>' +
        '<script>run()</script><script type="module">go()</script>',
    );
    expect(inlineScripts(html)).toEqual(['run()', 'go()']);
  });

  it('hashes a script as CSP expects: base64 SHA-256 of its exact text', () => {
    // Known answer: printf %s "alert(1)" | openssl dgst -sha256 -binary | base64
    expect(cspHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it('reports an inline script the CSP would block', () => {
    const policy = "default-src 'self'; script-src 'self' 'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";
    expect(cspProblems(page('<script>alert(1)</script>'), [policy])).toEqual([]);
    expect(cspProblems(page('<script>alert(2)</script>'), [policy])).toEqual([
      expect.stringMatching(/script-src lacks 'sha256-.*an inline script in index.html/),
    ]);
    expect(cspProblems(page(''), [])).toEqual(['firebase.json sends no Content-Security-Policy']);
  });

  it("firebase.json's policy allows the route preload script, and frames nothing", () => {
    const policies = contentSecurityPolicies(firebaseJson);
    expect(policies).toHaveLength(1);
    expect(cspProblems(page(`<script>${routePreloadScript}</script>`), policies)).toEqual([]);
    expect(policies[0]).toContain("frame-ancestors 'none'");
    expect(policies[0]).not.toContain('unsafe-eval');
    expect(policies[0]).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });
});
