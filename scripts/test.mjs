// `npm test`: every layer, ending with one line `N passed, N failed` that counts them all.
// Lint, format, typecheck, build and the log check count as one check each; every vitest test counts as
// one. A layer that cannot run (its build failed, it crashed before reporting) counts as a failed layer,
// never as nothing; skipped and todo tests are counted and printed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findSecretsInLogs, missingLogs } from './log-hygiene.mjs';
import { vitestCounts } from './vitest-counts.mjs';
import { laneCount, lanesWaitForUnit, planLanes, privateNetwork } from './test-lanes.mjs';

const root = join(import.meta.dirname, '..');
const results = join(root, '.cache', 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

let passed = 0;
let failed = 0;
let skipped = 0;
const notes = [];
/** How long each layer took, printed at the end (docs/testing.md keeps the figures for this machine size). */
const startedAt = Date.now();
const times = [];
const seconds = (ms) => `${Math.round(ms / 1000)} s`;

/**
 * Runs a shell command and resolves to { ok, output }. Its output streams as it comes, or, with `held`,
 * prints in one piece at the end (for commands run side by side, so their lines do not interleave).
 */
function run(label, command, held = false, env = {}) {
  const shown = Array.isArray(command) ? command.join(' ') : command;
  if (!held) console.log(`\n━━ ${label}: ${shown}`);
  const began = Date.now();
  return new Promise((resolve) => {
    const options = { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } };
    const child = Array.isArray(command)
      ? spawn(command[0], command.slice(1), options)
      : spawn(command, { ...options, shell: true });
    let output = '';
    const tee = (stream) => (chunk) => {
      output += chunk;
      if (!held) stream.write(chunk);
    };
    child.stdout.on('data', tee(process.stdout));
    child.stderr.on('data', tee(process.stderr));
    child.on('close', (code) => {
      times.push(`${label} ${seconds(Date.now() - began)}`);
      if (held) process.stdout.write(`\n━━ ${label}: ${shown}\n${output}`);
      resolve({ ok: code === 0, output });
    });
  });
}

function count(label, ok, why = 'failed') {
  if (ok) passed += 1;
  else {
    failed += 1;
    notes.push(`✗ ${label} ${why}`);
    console.log(`✗ ${label} ${why}`);
  }
}

async function check(label, command, held = false) {
  const { ok } = await run(label, command, held);
  count(label, ok);
  return ok;
}

/** Checks that share nothing, two at a time (the machine has two cores): each `[label, command]`. */
async function checksSideBySide(...checks) {
  return Promise.all(checks.map(([label, command]) => check(label, command, true)));
}

await checksSideBySide(['lint', 'npx eslint .'], ['typecheck', 'npm run typecheck']);
const [, built] = await checksSideBySide(['format', 'npx prettier --check .'], ['build', 'npm run build']);

const logCheck = 'log hygiene (no codes, tokens or phone numbers in function logs)';

/** Counts one vitest run of a lane from the report and status it left in .cache/test-results. */
function countRun(label) {
  const report = join(results, `${label}.json`);
  const statusFile = join(results, `${label}.status.json`);
  if (!existsSync(report) || !existsSync(statusFile)) {
    count(`${label} layer`, false, 'ended before reporting');
    return;
  }
  const { code, ms } = JSON.parse(readFileSync(statusFile, 'utf8'));
  times.push(`${label} ${seconds(ms)}`);
  const counts = vitestCounts(JSON.parse(readFileSync(report, 'utf8')));
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
  if (counts.skipped) notes.push(`${label}: ${counts.skipped} skipped or todo`);
  if (counts.passed + counts.failed === 0) count(`${label} layer`, false, 'ran no tests');
  else if (code !== 0 && counts.failed === 0)
    count(`${label} layer`, false, 'failed outside its tests (a file did not load, or a hook failed)');
}

/**
 * A lane: vitest runs one after the other (scripts/test-lane.mjs), first those inside one emulator suite
 * (`inSuite`), then those that need none or start their own (`alone`: the unit tests, the restart test).
 * Lane B runs in a private network namespace (`argv`); a lane beside another prints its output when it ends.
 */
async function lane(name, { inSuite = [], alone = [], argv, held = Boolean(argv) }) {
  const plan = (part, list) => {
    const file = join(results, `lane-${name}-${part}.json`);
    writeFileSync(file, JSON.stringify(list));
    return `node scripts/test-lane.mjs ${file}`;
  };
  const commands = [];
  if (inSuite.length > 0) commands.push(`node emulators/launcher/exec.mjs "${plan('suite', inSuite)}"`);
  if (alone.length > 0) commands.push(plan('alone', alone));
  const command = commands.join('; ');
  const { output } = await run(
    `lane ${name}`,
    argv ? argv(command) : command,
    held,
    argv ? { TMPDIR: tmpFor(name) } : {},
  );
  for (const { label } of [...inSuite, ...alone]) countRun(label);
  return output;
}

const tmpFor = (name) => {
  const dir = join(root, '.cache', `lane-${name}-tmp`);
  mkdirSync(dir, { recursive: true });
  return dir;
};

if (built) {
  // Emulator suites side by side (scripts/test-lanes.mjs): lane A the API and rules tests, then part of the
  // browser tests; lane B (and C, ... on a machine with more cores), each in a network namespace of its own, the
  // rest of the browser tests, the last of them then the restart test. The unit tests need no emulator and run
  // beside them, printing their output when they end. Without a private namespace, lane A runs every browser
  // test.
  const browserFiles = readdirSync(join(root, 'web', 'e2e'))
    .filter((file) => file.endsWith('.e2e.ts'))
    .map((file) => `web/e2e/${file}`);
  const isolated = privateNetwork();
  const suites = isolated ? laneCount() : 1;
  const waitForUnit = lanesWaitForUnit(suites);
  const plan = suites > 1 ? planLanes(browserFiles, suites, { waitForUnit }) : null;
  if (!plan)
    console.log(
      '\nOne emulator suite: no private network namespace here (unshare --net), so the lanes run one after the other.',
    );
  else
    console.log(
      `\n${suites} emulator suites side by side${waitForUnit ? ' (the lanes after A once the unit tests end)' : ''}.`,
    );
  // `npm start` itself, stopped with Ctrl-C and started again: it needs the ports to itself, so it runs in
  // the last lane's namespace once that lane's suite has stopped (or after lane A's, with one suite).
  const restart = { label: 'restart', projects: ['restart'] };
  const unit = lane('unit', {
    alone: [{ label: 'unit', projects: ['web', 'functions', 'functions-own-modules'] }],
    held: true,
  });
  const laneName = (index) => String.fromCharCode(97 + index);
  const others = (plan ?? []).slice(1).map((files, index, all) => {
    const name = laneName(index + 1);
    const last = index === all.length - 1;
    // (With more lanes than files, a lane may have nothing of its own to run.)
    if (files.length === 0 && !last) return Promise.resolve('');
    const start = () =>
      lane(name, {
        inSuite: files.length > 0 ? [{ label: `e2e-${name}`, projects: ['e2e'], files }] : [],
        alone: last ? [restart] : [],
        argv: isolated,
      });
    return waitForUnit ? unit.then(start) : start();
  });
  const [, outputA, ...outputsOthers] = await Promise.all([
    unit,
    lane('a', {
      inSuite: [
        { label: 'emulator', projects: ['emulator'] },
        // With no file of its own (an empty list would mean every file), lane A runs only the API tests.
        ...(plan?.[0].length === 0
          ? []
          : [{ label: plan ? 'e2e-a' : 'e2e', projects: ['e2e'], files: plan?.[0] ?? [] }]),
      ],
      alone: plan ? [] : [restart],
    }),
    ...others,
  ]);
  const logs = outputA + outputsOthers.join('');
  const missing = missingLogs(logs);
  const leaks = missing ? [] : findSecretsInLogs(logs);
  for (const leak of leaks) console.log(`  leaked in the function logs: ${leak}`);
  count(logCheck, !missing && leaks.length === 0, missing ? `cannot tell: ${missing}` : 'failed');
} else {
  await lane('unit', { alone: [{ label: 'unit', projects: ['web', 'functions', 'functions-own-modules'] }] });
  for (const layer of ['emulator layer', 'e2e layer', logCheck, 'restart layer']) {
    count(layer, false, 'not run: the build failed');
  }
}

console.log('');
console.log(
  `Time per layer (side-by-side layers overlap): ${times.join(', ')}; in all ${seconds(Date.now() - startedAt)}`,
);
for (const note of notes) console.log(note);
if (skipped) console.log(`${skipped} skipped or todo (not counted as passed)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
