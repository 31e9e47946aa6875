import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deployedNodeMajor } from './functions-node.mjs';
import { post } from './testing';

const root = resolve(import.meta.dirname, '..');
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
    // A call, so a worker is up: a bad number answers 400 from the function itself.
    expect((await post('/verify-phone', { phone: '12' })).status).toBe(400);
    const workers = functionWorkers();
    expect(workers.length).toBeGreaterThan(0);
    const major = deployedNodeMajor(root);
    expect(major).toBe(24);
    for (const { node } of workers) {
      const version = execFileSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();
      expect(Number(version.split('.')[0]), `${node} is Node.js ${version}`).toBe(major);
    }
  });
});
