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
  'lists.e2e.ts': 267,
  'console-trials.e2e.ts': 187,
  'accessibility.e2e.ts': 162,
  'messages.e2e.ts': 133,
  'phone-queue.e2e.ts': 131,
  'invitation.e2e.ts': 106,
  'wedding-content.e2e.ts': 95,
  'guest-page.e2e.ts': 94,
  'back-closes.e2e.ts': 91,
  'rsvp-trials.e2e.ts': 84,
  'last-weeks.e2e.ts': 78,
  'sms-consent.e2e.ts': 47,
  'scheduled-sends.e2e.ts': 45,
  'wedding-day.e2e.ts': 45,
  'today-card.e2e.ts': 45,
  'admin.e2e.ts': 43,
  'console.e2e.ts': 41,
  'sign-in.e2e.ts': 34,
  'page-stability.e2e.ts': 29,
  'sign-in-ways.e2e.ts': 28,
  'edit-dialog-phone.e2e.ts': 23,
  'events.e2e.ts': 19,
  'contact-change.e2e.ts': 16,
  'sign-in-where.e2e.ts': 15,
  'decline.e2e.ts': 13,
  'session-auth.e2e.ts': 11,
  'csp.e2e.ts': 9,
  'privacy.e2e.ts': 6,
};
export const unknownFileSeconds = 20;

/** What lane A does before its browser tests: start its emulators and run the API and rules tests. */
export const laneAHeadStartSeconds = 700;
/**
 * Lane B's own: it starts once the unit tests end (about 600 s beside lane A), then starts its emulators
 * (40 s), and after its browser tests runs the restart test (`npm start` twice, about 150 s).
 */
export const laneBStartSeconds = 600 + 40 + 150;

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
