import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Real `vite build`s into a temporary folder. Settings are passed in the environment, which overrides
// any web/.env* file a couple may have, so these hold on every checkout.
const web = join(import.meta.dirname, '..');
const outDirs: string[] = [];
afterAll(() => outDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const production = {
  VITE_FIREBASE_API_KEY: 'AIzaSyTestKey',
  VITE_FIREBASE_AUTH_DOMAIN: 'grace-and-daniel.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'grace-and-daniel',
  VITE_FIREBASE_APP_ID: '1:1234:web:abcd',
};

function build(mode: string, settings: Record<string, string>) {
  const outDir = mkdtempSync(join(tmpdir(), `web-${mode}-`));
  outDirs.push(outDir);
  const result = spawnSync('npx', ['vite', 'build', '--mode', mode, '--outDir', outDir, '--emptyOutDir'], {
    cwd: web,
    env: { ...process.env, NODE_ENV: 'production', ...settings },
    encoding: 'utf8',
  });
  const files = result.status === 0 ? readdirSync(join(outDir, 'assets')) : [];
  const code = files
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(outDir, 'assets', file), 'utf8'))
    .join('\n');
  return { status: result.status, output: result.stdout + result.stderr, files, code };
}

describe('web builds', () => {
  it('a production build without its settings fails, naming each one', () => {
    const result = build('production', { ...production, VITE_FIREBASE_API_KEY: '', VITE_FIREBASE_APP_ID: '' });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('VITE_FIREBASE_API_KEY is missing');
    expect(result.output).toContain('VITE_FIREBASE_APP_ID is missing');
  }, 60_000);

  it('a production build carries its settings and nothing of the emulators, and no source maps', () => {
    const result = build('production', production);
    expect(result.status).toBe(0);
    expect(result.code).toContain('grace-and-daniel.firebaseapp.com');
    expect(result.code).not.toContain('127.0.0.1:9099');
    expect(result.code).not.toContain('demo-api-key');
    expect(result.files.filter((file) => file.endsWith('.map'))).toEqual([]);
    expect(result.code).not.toContain('sourceMappingURL');
  }, 60_000);

  it('an emulator build ignores production settings', () => {
    const result = build('emulator', { ...production, VITE_FIREBASE_PROJECT_ID: 'leaked-production-id' });
    expect(result.status).toBe(0);
    expect(result.code).toContain('127.0.0.1:9099');
    expect(result.code).not.toContain('leaked-production-id');
    expect(result.code).not.toContain('AIzaSyTestKey');
  }, 60_000);
});
