import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// A deploy must run the code the tests ran: everything bundled but the two Firebase SDKs, which are
// pinned to the versions installed here (Cloud Build installs functions/package.json's dependencies), with
// firebase-admin's Firestore client pinned beside them (an optional dependency of firebase-admin 14 that npm
// on an older Node would leave out).
const root = join(import.meta.dirname, '..', '..');
const out = mkdtempSync(join(tmpdir(), 'functions-bundle-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));
const pkg = JSON.parse(readFileSync(join(root, 'functions', 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
/** The version npm installed for the functions: their own node_modules first, then the hoisted one. */
function installed(name: string): string {
  for (const dir of [join(root, 'functions', 'node_modules'), join(root, 'node_modules')]) {
    const file = join(dir, name, 'package.json');
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  }
  throw new Error(`${name} is not installed`);
}

describe('reproducible function deploys', () => {
  it('pins each deployed dependency to the exact version installed and tested', () => {
    expect(Object.keys(pkg.dependencies).sort()).toEqual([
      '@google-cloud/firestore',
      'firebase-admin',
      'firebase-functions',
    ]);
    for (const [name, version] of Object.entries(pkg.dependencies)) expect(version).toBe(installed(name));
  });

  it('bundles every other package: the built function requires only Node built-ins and the pinned SDKs', () => {
    const file = join(out, 'index.js');
    execFileSync('node', ['build.mjs', '--outfile', file], { cwd: join(root, 'functions') });
    const required = new Set([...readFileSync(file, 'utf8').matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]!));
    const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
    const packages = [...required].filter((name) => !builtins.has(name)).map((name) => name.split('/')[0]!);
    expect(new Set(packages)).toEqual(new Set(['firebase-admin', 'firebase-functions']));
  });
});
