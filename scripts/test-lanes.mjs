// How `npm test` shares the emulator layers between emulator suites side by side (docs/testing.md has the
// figures). Most of a browser or API test's time is spent waiting on the emulators and the browser, not
// computing, so two suites side by side finish well before one; a machine with more cores runs more.
//
// Lane A runs in this machine's network: the API and rules tests, then its share of the browser tests.
// Every other lane (B, C, ...) runs in a private network namespace of its own (`unshare --net`), where the
// emulators' usual ports are free again: its share of the browser tests; the last one then runs the restart
// test. Where no private namespace can be made (a container without user namespaces, no `ip`), lane A runs
// them all, as before.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/**
 * Seconds each browser test file took in the last full run on this machine size, in its lane with the
 * other lane beside it (stop 47's run, below). A file missing here counts as `unknownFileSeconds`; update the table from the
 * `e2e-*.json` reports in .cache/test-results when files grow.
 * @type {Record<string, number>}
 */
export const browserFileSeconds = {
  'lists.e2e.ts': 100,
  'accessibility.e2e.ts': 93,
  'guest-page.e2e.ts': 69,
  'phone-queue.e2e.ts': 58,
  'console-trials.e2e.ts': 57,
  'last-weeks.e2e.ts': 55,
  'wedding-day.e2e.ts': 53,
  'invitation.e2e.ts': 49,
  'wedding-content.e2e.ts': 49,
  'rsvp-trials.e2e.ts': 39,
  'session-auth.e2e.ts': 28,
  'back-closes.e2e.ts': 25,
  'messages.e2e.ts': 25,
  'page-stability.e2e.ts': 22,
  'sms-consent.e2e.ts': 21,
  'console.e2e.ts': 20,
  'sign-in-ways.e2e.ts': 18,
  'edit-dialog-phone.e2e.ts': 17,
  'admin.e2e.ts': 15,
  'contact-change.e2e.ts': 13,
  'events.e2e.ts': 13,
  'decline.e2e.ts': 12,
  'sign-in.e2e.ts': 12,
  'sign-in-where.e2e.ts': 11,
  'today-card.e2e.ts': 10,
  'scheduled-sends.e2e.ts': 9,
  'csp.e2e.ts': 5,
  'privacy.e2e.ts': 4,
};
export const unknownFileSeconds = 20;

/**
 * What lane A does before its browser tests, from the end of the checks: start its emulators and run the API
 * and rules tests (the unit tests and then lane B beside them). Measured on 2026-11-29 (stop 47's `.ci/run`
 * on a clean clone, 998 s in all): 484 s.
 */
export const laneAHeadStartSeconds = 484;
/**
 * Lane B's own, from the same moment: it starts once the unit tests end (205-216 s, beside lane A), then
 * starts its emulators (about 33 s), and after its browser tests runs the restart test (`npm start` twice,
 * 105-133 s). Those figures alone (343 s) planned lane B 124 s longer than lane A in the next run, its files
 * taking about a fifth longer than above; this figure plans the two to end together over both runs.
 */
export const laneBStartSeconds = 440;
/** The restart test's share of that figure (`npm start` twice, at the end of the last lane). */
export const restartTestSeconds = 105;
/** A lane that starts with the run rather than after the unit tests: its emulators' start. */
export const emulatorStartSeconds = 33;
/** At most this many emulator suites side by side (each is a Firestore JVM, the emulators and a Chromium). */
export const maxLanes = 6;

/**
 * How many lanes `npm test` runs: one per core beside the unit tests' own, and at least two (on two cores,
 * lane B waits for the unit tests instead). `TEST_LANES=<n>` sets it (1: one suite, everything in lane A).
 * @param {number} [cores]
 * @param {string | undefined} [setting]
 */
export function laneCount(cores = availableParallelism(), setting = process.env.TEST_LANES) {
  const chosen = setting ? Math.floor(Number(setting)) : cores - 1;
  return Math.min(maxLanes, Math.max(setting ? 1 : 2, Number.isFinite(chosen) ? chosen : 1));
}

/**
 * Whether the lanes after lane A wait for the unit tests to end: unless the unit tests and every lane have a
 * core each (on two cores, three at a time slowed the unit tests past their timeouts).
 * @param {number} lanes
 * @param {number} [cores]
 */
export function lanesWaitForUnit(lanes, cores = availableParallelism()) {
  return cores < lanes + 1;
}

/**
 * Splits the browser test files between `count` lanes (lane A first) so that they end at about the same time:
 * the longest first, each to the lane that would end soonest. Every file goes to exactly one lane. On two
 * cores (two lanes, lane B after the unit tests) this is the plan the figures above were measured with.
 * @param {string[]} files paths of the browser test files
 * @param {number} [count]
 * @param {{ waitForUnit?: boolean }} [options]
 * @returns {string[][]}
 */
export function planLanes(files, count = 2, { waitForUnit = true } = {}) {
  const seconds = (file) => browserFileSeconds[file.split('/').pop()] ?? unknownFileSeconds;
  const lanes = Array.from({ length: count }, (_, index) => {
    const last = index === count - 1;
    const start = waitForUnit ? laneBStartSeconds - restartTestSeconds : emulatorStartSeconds;
    return { files: [], ends: index === 0 ? laneAHeadStartSeconds : start + (last ? restartTestSeconds : 0) };
  });
  for (const file of [...files].sort((x, y) => seconds(y) - seconds(x) || x.localeCompare(y))) {
    const lane = lanes.reduce((soonest, other) => (other.ends < soonest.ends ? other : soonest));
    lane.files.push(file);
    lane.ends += seconds(file);
  }
  return lanes.map((lane) => lane.files.sort());
}

const ipCommand = ['/usr/sbin/ip', '/sbin/ip', '/usr/bin/ip', '/bin/ip'].find((path) => existsSync(path));

/**
 * How to run a shell command in a private network namespace with its loopback up (a function from the
 * command to its argv), or null when this machine cannot make one. Non-root users get one through a user
 * namespace (`--map-root-user`). `TEST_LANES=1` keeps to one suite.
 * @returns {((shellCommand: string) => string[]) | null}
 */
export function privateNetwork() {
  if (process.env.TEST_LANES === '1' || !ipCommand) return null;
  const argv = (command) => [
    'unshare',
    '--net',
    '--map-root-user',
    'sh',
    '-c',
    `${ipCommand} link set lo up && ${command}`,
  ];
  const [probe, ...args] = argv('true');
  return spawnSync(probe, args, { stdio: 'ignore' }).status === 0 ? argv : null;
}
