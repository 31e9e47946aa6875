// `npm test`: every layer, ending with one line `N passed, N failed` that counts them all.
// Lint, format, typecheck and build count as one check each; every vitest test counts as one.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const results = join(root, '.cache', 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

let passed = 0;
let failed = 0;

function run(label, command) {
  console.log(`\n━━ ${label}: ${command}`);
  const { status } = spawnSync(command, { cwd: root, stdio: 'inherit', shell: true });
  return status === 0;
}

function check(label, command) {
  if (run(label, command)) passed += 1;
  else {
    failed += 1;
    console.log(`✗ ${label} failed`);
  }
}

function vitest(label, projects, wrap = (command) => command) {
  const output = join(results, `${label}.json`);
  const command = `npx vitest run ${projects.map((p) => `--project ${p}`).join(' ')} --reporter=default --reporter=json --outputFile=${output}`;
  const ok = run(label, wrap(command));
  if (!existsSync(output)) {
    failed += 1;
    console.log(`✗ ${label}: the test run ended before reporting`);
    return;
  }
  const report = JSON.parse(readFileSync(output, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  if (!ok && report.numFailedTests === 0) {
    failed += 1; // a suite failed to load, or a hook failed
    console.log(`✗ ${label}: a test file failed outside its tests`);
  }
}

check('lint', 'npx eslint .');
check('format', 'npx prettier --check .');
check('typecheck', 'npm run typecheck');
const built = run('build', 'npm run build');
if (built) passed += 1;
else failed += 1;

vitest('unit', ['web', 'functions']);
if (built) {
  // One emulator suite for both: API and rules tests, then the browser tests, never at once.
  const inEmulators = (command) => `node emulators/exec.mjs "${command}"`;
  vitest('emulator', ['emulator'], inEmulators);
  vitest('e2e', ['e2e'], inEmulators);
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
