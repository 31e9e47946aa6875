import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const scriptTypes = ['', 'text/javascript', 'application/javascript', 'module'];

/** The text of every inline script in `html` that a browser would run (JSON data blocks are never run). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs = '']) => !/\bsrc\s*=/i.test(attrs))
    .filter(([, attrs = '']) => scriptTypes.includes(/\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1] ?? ''))
    .map(([, , body = '']) => body);
}

/** The CSP source expression that allows exactly this inline script. */
export const cspHash = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

type HostingHeaders = { source?: string; regex?: string; headers: { key: string; value: string }[] }[];

/** Every Content-Security-Policy that firebase.json's Hosting config sends. */
export function contentSecurityPolicies(firebaseJson: { hosting?: { headers?: HostingHeaders } }): string[] {
  return (firebaseJson.hosting?.headers ?? []).flatMap((rule) =>
    rule.headers.filter((header) => header.key.toLowerCase() === 'content-security-policy').map((h) => h.value),
  );
}

/** What is missing for the CSP to allow every inline script of `html`; one line each, empty when none. */
export function cspProblems(html: string, policies: string[]): string[] {
  if (policies.length === 0) return ['firebase.json sends no Content-Security-Policy'];
  const scriptSrc = (policy: string) => / script-src([^;]*)/.exec(` ${policy}`)?.[1]?.split(/\s+/) ?? [];
  return inlineScripts(html)
    .map(cspHash)
    .filter((hash) => policies.some((policy) => !scriptSrc(policy).includes(hash)))
    .map(
      (hash) =>
        `firebase.json's Content-Security-Policy script-src lacks ${hash}, the hash of an inline script in index.html`,
    );
}

/**
 * Fails the build when the Content-Security-Policy in firebase.json would block an inline script of the
 * built index.html: the hash is computed here from the built page, so the two cannot drift apart unnoticed.
 */
export function cspHashCheck(firebaseJsonPath: string): Plugin {
  return {
    name: 'csp-hash-check',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset') return this.error('csp-hash-check: the build has no index.html');
        const policies = contentSecurityPolicies(JSON.parse(readFileSync(firebaseJsonPath, 'utf8')));
        const problems = cspProblems(String(page.source), policies);
        if (problems.length > 0) this.error(problems.join('\n'));
      },
    },
  };
}
