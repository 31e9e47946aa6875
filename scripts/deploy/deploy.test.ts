import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hostingUrlFrom, projectFromArgs } from './deploy';

const root = join(import.meta.dirname, '..', '..');

describe('npm run deploy', () => {
  it('reads the project as firebase-tools spells it', () => {
    expect(projectFromArgs(['--project', 'grace-and-daniel'])).toBe('grace-and-daniel');
    expect(projectFromArgs(['--project=grace-and-daniel'])).toBe('grace-and-daniel');
    expect(projectFromArgs(['-P', 'grace-and-daniel'])).toBe('grace-and-daniel');
    expect(projectFromArgs([])).toBeUndefined();
  });

  it('finds the site address in firebase deploy’s output', () => {
    const output =
      '✔  Deploy complete!\n\nProject Console: https://console.firebase.google.com/project/g/overview\nHosting URL: https://grace-and-daniel.web.app\n';
    expect(hostingUrlFrom(output)).toBe('https://grace-and-daniel.web.app');
    expect(hostingUrlFrom('Deploy complete!')).toBeUndefined();
  });

  it('stops at the preflight, one line per problem, before building anything', () => {
    // `npm run deploy` runs it with tsx; Node with tsx's loader runs the same script without npx's and tsx's own
    // processes in front of it.
    const deploy = ['--import', 'tsx', 'scripts/deploy/deploy.ts', '--project', 'not-set-up-here'];
    const result = spawnSync(process.execPath, deploy, { cwd: root, encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('  ✗ functions/.env.not-set-up-here is missing');
    expect(result.stderr).toMatch(/\d+ problem\(s\): nothing was built or deployed\./);
    expect(result.stdout).not.toContain('$ npm run build');
  }, 60_000);
});
