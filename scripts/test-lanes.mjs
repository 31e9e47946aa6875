// How `npm test` shares the emulator layers between two emulator suites, so the run stays under 15 minutes
// on two cores (docs/testing.md has the figures). Most of a browser or API test's time is spent waiting on
// the emulators and the browser, not computing, so two suites side by side finish well before one.
//
// Lane A runs in this machine's network: the API and rules tests, then its share of the browser tests.
// Lane B runs in a private network namespace of its own (`unshare --net`), where the emulators' usual
// ports are free again: the rest of the browser tests, then the restart test. Where no private namespace
// can be made (a container without user namespaces, no `ip`), lane A runs them all, as before.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Seconds each browser test file took in the last full run on this machine size (lane A after the API
 * tests, lane B alone). A file missing here counts as `unknownFileSeconds`; update the table from the
 * `e2e-*.json` reports in .cache/test-results when files grow.
 * @type {Record<string, number>}
 */
export const browserFileSeconds = {
  'accessibility.e2e.ts': 129,
  'lists.e2e.ts': 123,
  'guest-page.e2e.ts': 90,
  'wedding-content.e2e.ts': 78,
  'invitation.e2e.ts': 74,
  'last-weeks.e2e.ts': 67,
  'phone-queue.e2e.ts': 63,
  'console-trials.e2e.ts': 59,
  'wedding-day.e2e.ts': 56,
  'messages.e2e.ts': 52,
  'rsvp-trials.e2e.ts': 44,
  'console.e2e.ts': 35,
  'back-closes.e2e.ts': 32,
  'sms-consent.e2e.ts': 32,
  'sign-in-ways.e2e.ts': 29,
  'page-stability.e2e.ts': 26,
  'admin.e2e.ts': 21,
  'edit-dialog-phone.e2e.ts': 21,
  'sign-in.e2e.ts': 21,
  'events.e2e.ts': 20,
  'today-card.e2e.ts': 20,
  'scheduled-sends.e2e.ts': 19,
  'contact-change.e2e.ts': 16,
  'csp.e2e.ts': 14,
  'decline.e2e.ts': 14,
  'session-auth.e2e.ts': 14,
  'sign-in-where.e2e.ts': 9,
  'privacy.e2e.ts': 5,
};
export const unknownFileSeconds = 20;

/** What lane A does before its browser tests: start its emulators and run the API and rules tests. */
export const laneAHeadStartSeconds = 500;
/**
 * Lane B's own: it starts once the checks and the unit tests end (about 250 s, the unit tests beside lane
 * A), then starts its emulators (about 60 s), and after its browser tests runs the restart test (`npm start`
 * twice, about 110 s in a whole run). Measured on 2026-11-28 (stop 43's `.ci/run` on a clean clone): the
 * checks 84 s, lane A's API tests 402 s, the restart test 113 s; the unit tests took 349 s then, and about
 * half that since their files share one jsdom (2026-11-29).
 */
export const laneBStartSeconds = 84 + 170 + 60 + 113;

/**
 * Splits the browser test files between the lanes so both end at about the same time: the longest first,
 * each to the lane that would end sooner. Every file goes to exactly one lane.
 * @param {string[]} files paths of the browser test files
 * @returns {{ a: string[], b: string[] }}
 */
export function planLanes(files) {
  const seconds = (file) => browserFileSeconds[file.split('/').pop()] ?? unknownFileSeconds;
  const lanes = { a: { files: [], ends: laneAHeadStartSeconds }, b: { files: [], ends: laneBStartSeconds } };
  for (const file of [...files].sort((x, y) => seconds(y) - seconds(x) || x.localeCompare(y))) {
    const lane = lanes.a.ends <= lanes.b.ends ? lanes.a : lanes.b;
    lane.files.push(file);
    lane.ends += seconds(file);
  }
  return { a: lanes.a.files.sort(), b: lanes.b.files.sort() };
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
