import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loginProblems } from './preflight';

// A stand-in `firebase` that answers `login:list --json` as firebase-tools does, signed in or not.
const dir = mkdtempSync(join(tmpdir(), 'fake-firebase-'));
function fakeFirebase(name: string, answer: object) {
  const file = join(dir, name);
  writeFileSync(file, `#!/usr/bin/env node\nprocess.stdout.write(${JSON.stringify(JSON.stringify(answer))});\n`);
  chmodSync(file, 0o755);
  return file;
}
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const env = { PATH: process.env.PATH };

describe('the deploy checks the firebase sign-in before building', () => {
  it('passes a signed-in CLI', () => {
    const signedIn = fakeFirebase('signed-in', {
      status: 'success',
      result: [{ user: { email: 'grace@example.com' } }],
    });
    expect(loginProblems(signedIn, env)).toEqual([]);
  });

  it('stops a CLI nobody signed in to, saying to run firebase login', () => {
    const signedOut = fakeFirebase('signed-out', { status: 'success' });
    expect(loginProblems(signedOut, env)).toEqual([
      'the firebase CLI is not signed in: run `npx firebase login` with the Google account that owns the project',
    ]);
  });

  it('trusts a token or service account key given to CI', () => {
    const signedOut = fakeFirebase('signed-out-ci', { status: 'success' });
    expect(loginProblems(signedOut, { ...env, FIREBASE_TOKEN: 'token' })).toEqual([]);
  });

  it('says so when the CLI is missing', () => {
    expect(loginProblems(join(dir, 'no-such-firebase'), env)[0]).toContain('cannot be run');
  });
});
