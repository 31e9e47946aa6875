import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// `npm start` keeps the data across restarts: export on exit (Ctrl-C), import on the next start.
const dataDir = mkdtempSync(join(tmpdir(), 'wedding-data-'));
let running: ChildProcess | undefined;

function start(): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn('node', ['emulators/start.mjs'], {
    env: { ...process.env, WEDDING_DATA_DIR: dataDir },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running = child;
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('Ctrl-C stops the site')) {
        clearInterval(timer);
        resolve({ child, output: () => output });
      }
    }, 250);
    child.on('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`npm start exited early (${code}):\n${output.slice(-2000)}`));
    });
  });
}

/** Ctrl-C, as a person would press it: SIGINT to the whole process group. */
function pressCtrlC(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', () => resolve());
    process.kill(-child.pid!, 'SIGINT');
  });
}

async function firestore() {
  process.env.FIRESTORE_EMULATOR_HOST = '127.0.0.1:8080';
  const { getApps, initializeApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  return getFirestore(getApps()[0] ?? initializeApp({ projectId: 'demo-wedding' }));
}

afterAll(() => {
  if (running && running.exitCode === null) process.kill(-running.pid!, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('seeds the demo guests once and keeps every change across a Ctrl-C and a restart', async () => {
    const first = await start();
    expect(first.output()).toContain('The demo guest list was loaded.');
    expect(first.output()).toMatch(/\(305\) 555-0100 {2}Grace Harper +ADMIN/);
    const link = /Margaret Harper +(http:\/\/127\.0\.0\.1:5000\/\?k=([\w-]{22}))/.exec(first.output());
    expect(link).not.toBeNull();
    const signedIn = await fetch('http://127.0.0.1:5000/bcw/link-auth', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ k: link![2] }),
    });
    expect(signedIn.status).toBe(200);
    const db = await firestore();
    const margaret = (await db.collection('guests').where('phone', '==', '+13055550102').get()).docs[0]!;
    await margaret.ref.update({ rsvp: true, plate: 'plate2' });
    await pressCtrlC(first.child);
    expect(existsSync(join(dataDir, 'firebase-export-metadata.json'))).toBe(true);

    const second = await start();
    expect(second.output()).toContain('Using the saved guest list');
    const again = await margaret.ref.get();
    expect(again.data()).toMatchObject({ rsvp: true, plate: 'plate2' });
    expect((await db.collection('guests').get()).size).toBe(32);
    await pressCtrlC(second.child);
  });
});
