import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

// `npm start` keeps the data across restarts: export on exit (Ctrl-C), import on the next start.
const dataDir = mkdtempSync(join(tmpdir(), 'wedding-data-'));
let running: ChildProcess | undefined;

function start(env: Record<string, string> = {}): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn('node', ['emulators/launcher/start.mjs'], {
    env: { ...process.env, WEDDING_DATA_DIR: dataDir, ...env },
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

/** Waits for `pattern` to appear in what `npm start` printed. */
async function printed(output: () => string, pattern: RegExp, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = pattern.exec(output());
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`npm start never printed ${pattern}:\n${output().slice(-2000)}`);
}

async function firestore() {
  process.env.FIRESTORE_EMULATOR_HOST = '127.0.0.1:8080';
  const { getApps, initializeApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  return getFirestore(getApps()[0] ?? initializeApp({ projectId: 'demo-wedding' }));
}

/**
 * Every process of this file's `npm start` runs still alive: the launcher, firebase-tools and the emulators
 * they start, the Java Firestore emulator too, which firebase-tools starts in its own process group (so a
 * kill of the launcher's group misses it) and which outlives its parent when killed. Each inherits
 * WEDDING_DATA_DIR, this file's own temporary folder, so its environment names it wherever it was reparented.
 */
function leftovers(): number[] {
  const mark = `WEDDING_DATA_DIR=${dataDir}`;
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name) && Number(name) !== process.pid)
    .filter((name) => {
      try {
        return readFileSync(`/proc/${name}/environ`, 'utf8').split('\0').includes(mark);
      } catch {
        return false; // gone meanwhile, or another user's
      }
    })
    .map(Number);
}

/** Kills whatever a failed test left running, and waits until it is gone (its ports free for the next). */
async function stopLeftovers() {
  if (running && running.exitCode === null) process.kill(-running.pid!, 'SIGKILL');
  const deadline = Date.now() + 10_000;
  for (let left = leftovers(); left.length > 0 && Date.now() < deadline; left = leftovers()) {
    for (const pid of left) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const left = leftovers();
  if (left.length > 0) throw new Error(`npm start left processes running: ${left.join(', ')}`);
}

afterEach(stopLeftovers);
afterAll(async () => {
  await stopLeftovers();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('seeds the demo guests once and keeps every change across a Ctrl-C and a restart (there with TEXTING=verify: each code printed once, as a text, no outbox line)', async () => {
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
    for (let page = 0; page < 5; page += 1) expect((await fetch('http://127.0.0.1:5000/')).status).toBe(200);
    const sent = await fetch('http://127.0.0.1:5000/bcw/verify-phone', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone_number: '(305) 555-0102' }),
    });
    expect(sent.status).toBe(200);
    const [codeLine, code] = (await printed(
      first.output,
      /\[text message to \(305\) 555-0102\] (\d{6}) is your sign-in code.*/,
    ))!;
    // The terminal shows the site, the numbers, the links and the texts; the emulators' own lines (Hosting's
    // one per request, the functions' start and finish of each call, the outbox's copy) go to the log file.
    // Nor a warning about the Google Cloud metadata server, which nothing here needs (setup.mjs).
    expect(first.output()).not.toMatch(
      /hosting: 127\.0\.0\.1|Beginning execution|\[sms outbox\]|All emulators ready|MetadataLookupWarning/,
    );
    expect(first.output().split(code!)).toHaveLength(2);
    // The README's demo shows that line as it prints (with another code).
    const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
    const readmeCode = /\[text message to \(305\) 555-0102\] (\d{6})/.exec(readme)?.[1];
    expect(readme).toContain(codeLine.replace(code!, readmeCode ?? 'no code line in the README'));
    const db = await firestore();
    const margaret = (await db.collection('guests').where('phone', '==', '+13055550102').get()).docs[0]!;
    await margaret.ref.update({ rsvp: true, plate: 'plate2' });
    await pressCtrlC(first.child);
    expect(existsSync(join(dataDir, 'firebase-export-metadata.json'))).toBe(true);
    // The launcher checks the export happened (firebase-tools exits 0 after a failed one) before saying so.
    expect(first.output()).toContain('  Stopped.\n');
    expect(first.output()).not.toContain('NOT saved');

    // The restart also tries the other texting mode (one start of the suite fewer): with TEXTING=verify each
    // sign-in code prints once, as a text message, and no outbox line.
    const second = await start({ TEXTING: 'verify' });
    expect(second.output()).toContain('Using the saved guest list');
    const again = await margaret.ref.get();
    expect(again.data()).toMatchObject({ rsvp: true, plate: 'plate2' });
    expect((await db.collection('guests').get()).size).toBe(32);
    const sentAgain = await fetch('http://127.0.0.1:5000/bcw/verify-phone', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone_number: '(305) 555-0103' }),
    });
    expect(sentAgain.status).toBe(200);
    const [, verifyCode] = (await printed(second.output, /\[text message to \(305\) 555-0103\] .*?(\d{6})/))!;
    expect(second.output()).not.toContain('[sms outbox]');
    expect(second.output().split(verifyCode!)).toHaveLength(2);
    await pressCtrlC(second.child);
  });
});
