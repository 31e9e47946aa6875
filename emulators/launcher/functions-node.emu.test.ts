import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deployedNodeMajor } from './functions-node.mjs';
import { post } from '@testing/testing';

const root = resolve(import.meta.dirname, '..', '..');
const functionsDir = join(root, 'functions');

/**
 * The functions emulator's workers for this checkout: the processes running firebase-tools'
 * functionsEmulatorRuntime in functions/ (other checkouts' suites on the same machine have their own folder).
 */
function functionWorkers() {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        if (!command.some((arg) => arg.endsWith('functionsEmulatorRuntime'))) return [];
        if (readlinkSync(`/proc/${pid}/cwd`) !== functionsDir) return [];
        return [{ pid, node: readlinkSync(`/proc/${pid}/exe`) }];
      } catch {
        return []; // gone, or not ours to read
      }
    });
}

describe.runIf(process.platform === 'linux')('the functions run on the Node they deploy to', () => {
  it("runs each function's worker on functions/package.json's engines.node, whatever Node runs the tests", async () => {
    // A call, so a worker starts (a bad number answers 400; on a busy machine a cold start may answer the
    // emulator's 504 first, and the worker is up all the same).
    await post('/verify-phone', { phone: '12' }).catch(() => undefined);
    let workers = functionWorkers();
    for (const until = Date.now() + 120_000; workers.length === 0 && Date.now() < until; workers = functionWorkers()) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(workers.length).toBeGreaterThan(0);
    const major = deployedNodeMajor(root);
    expect(major).toBe(24);
    // Each Node binary the workers run, asked once (the suite may have started dozens of workers by now).
    for (const node of new Set(workers.map((worker) => worker.node))) {
      const version = execFileSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();
      expect(Number(version.split('.')[0]), `${node} is Node.js ${version}`).toBe(major);
    }
  }, 240_000);
});
