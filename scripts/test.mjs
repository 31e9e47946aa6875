// `npm test`: every layer, ending with one line `N passed, N failed` that counts them all.
// Lint, format, typecheck, build and the log check count as one check each; every vitest test counts as one.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { findSecretsInLogs } from './log-hygiene.mjs';

const root = join(import.meta.dirname, '..');
const results = join(root, '.cache', 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

let passed = 0;
let failed = 0;

/** Runs a shell command, streaming its output, and resolves to { ok, output }. */
function run(label, command) {
  console.log(`\n━━ ${label}: ${command}`);
  return new Promise((resolve) => {
    const child = spawn(command, { cwd: root, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const tee = (stream) => (chunk) => {
      output += chunk;
      stream.write(chunk);
    };
    child.stdout.on('data', tee(process.stdout));
    child.stderr.on('data', tee(process.stderr));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

function count(label, ok, why = 'failed') {
  if (ok) passed += 1;
  else {
    failed += 1;
    console.log(`✗ ${label} ${why}`);
  }
}

async function check(label, command) {
  const { ok } = await run(label, command);
  count(label, ok);
  return ok;
}

async function vitest(label, projects, wrap = (command) => command) {
  const report = join(results, `${label}.json`);
  const flags = projects.map((p) => `--project ${p}`).join(' ');
  const { ok, output } = await run(
    label,
    wrap(`npx vitest run ${flags} --reporter=default --reporter=json --outputFile=${report}`),
  );
  if (!existsSync(report)) {
    count(label, false, 'ended before reporting');
    return output;
  }
  const { numPassedTests, numFailedTests } = JSON.parse(readFileSync(report, 'utf8'));
  passed += numPassedTests;
  failed += numFailedTests;
  if (!ok && numFailedTests === 0)
    count(label, false, 'failed outside its tests (a file did not load, or a hook failed)');
  return output;
}

await check('lint', 'npx eslint .');
await check('format', 'npx prettier --check .');
await check('typecheck', 'npm run typecheck');
const built = await check('build', 'npm run build');
await vitest('unit', ['web', 'functions']);

if (built) {
  // API and rules tests, then the browser tests: each with the emulator suite to itself.
  const inEmulators = (command) => `node emulators/exec.mjs "${command}"`;
  const logs = (await vitest('emulator', ['emulator'], inEmulators)) + (await vitest('e2e', ['e2e'], inEmulators));
  const leaks = findSecretsInLogs(logs);
  for (const leak of leaks) console.log(`  leaked in the function logs: ${leak}`);
  count('log hygiene (no codes, tokens or phone numbers in function logs)', leaks.length === 0, 'failed');
  // `npm start` itself, stopped with Ctrl-C and started again (it needs the ports to itself).
  await vitest('restart', ['restart']);
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
