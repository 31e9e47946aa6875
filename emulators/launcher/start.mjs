// `npm start`: the whole site on the emulator suite, with the demo guest list and every text
// message printed here. Ctrl-C stops it and saves the data for next time. The emulators' own output
// (Hosting's line per request and the like) goes to .cache/emulators.log; the terminal shows the site,
// the demo numbers and links, each text as it is sent, and warnings and errors.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { issueDemoDoorSign, issueDemoLinks } from './link-keys.mjs';
import { startMailServer } from '../stand-ins/mail-server.mjs';
import { localTwilioCredentials, startVerifyStandIn } from '../stand-ins/verify-stand-in.mjs';
import { lineSplitter, terminalLine } from './quiet-output.mjs';
import { seedIfEmpty } from './seed.mjs';
import { applyDemoDays } from './demo-days.mjs';
import { outboxLine } from './outbox-line.mjs';
import { EXPORT_METADATA, exportedSince } from './export-check.mjs';
import {
  dataDir,
  firebaseCommand,
  prepareEmulators,
  projectId,
  root,
  startBatchTicker,
  startFunctionsProxy,
} from './setup.mjs';

const siteUrl = 'http://127.0.0.1:5000';
const logFile = join(root, '.cache', 'emulators.log');
mkdirSync(join(root, '.cache'), { recursive: true });

// The demo's wedding was written for a day long gone: its dates move to follow today (the builds and the
// first start's content share the move; a wedding still to come keeps its dates).
const demoDays = await applyDemoDays({
  root,
  dataDir,
  dataKept: existsSync(join(dataDir, EXPORT_METADATA)),
  building: process.argv.includes('--build'),
});

if (process.argv.includes('--build')) {
  console.log('  Building the site...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) {
    console.error(`${build.stdout}${build.stderr}\n  The build failed (above); nothing was started.`);
    process.exit(1);
  }
}

const env = prepareEmulators();
startFunctionsProxy();
// Every email the site sends arrives here over SMTP and is printed, like the texts below.
await startMailServer();
const log = createWriteStream(logFile);
// Twilio Verify's stand-in: with `TEXTING=verify npm start`, sign-in codes go through it and print as before
// (once, from the outbox); its own '[sms outbox]' line goes to the log file like the emulators' copy.
await startVerifyStandIn({
  ...localTwilioCredentials(join(root, 'functions', '.secret.local')),
  print: (line) => log.write(`${line}\n`),
});
// Starts scheduled batches of texts when due, as the live site's schedule does.
startBatchTicker();
const [file, args] = firebaseCommand(
  'emulators:start',
  '--only',
  'auth,firestore,functions,hosting,tasks',
  '--export-on-exit',
  dataDir,
);
if (existsSync(join(dataDir, EXPORT_METADATA))) args.push('--import', dataDir);

console.log('  Starting the emulators (Auth, Firestore, Functions, Hosting, Cloud Tasks)...');
const recent = [];
let bannerShown = false;
let stopping = false;
const startedAt = Date.now();
// The firebase CLI runs on the functions' Node (emulators/launcher/functions-node.mjs).
const firebase = spawn(file, args, { cwd: root, env, stdio: ['inherit', 'pipe', 'pipe'] });
const ready = new Promise((resolve) => {
  const onLine = (line) => {
    log.write(`${line}\n`);
    recent.push(line);
    if (recent.length > 30) recent.shift();
    if (line.includes('All emulators ready')) resolve();
    const shown = bannerShown && !stopping ? terminalLine(line) : null;
    if (shown) console.log(shown);
  };
  for (const stream of [firebase.stdout, firebase.stderr]) {
    const lines = lineSplitter(onLine);
    stream.on('data', (chunk) => lines.push(chunk));
    stream.on('end', () => lines.flush());
  }
});
process.on('SIGINT', () => {
  // firebase-tools gets the same Ctrl-C, exports the data and exits; wait for it.
  stopping = true;
  console.log(`\n  Saving the data to ${pathForPeople(dataDir)} and stopping...`);
});
process.on('SIGTERM', () => {
  stopping = true;
  firebase.kill('SIGINT');
});
firebase.on('exit', (code) => {
  log.end();
  if (stopping && code === 0 && !exportedSince(dataDir, startedAt)) {
    // firebase-tools exits 0 after a failed export: say so, rather than 'Stopped.'
    console.error(
      `  Stopped, but the data was NOT saved to ${pathForPeople(dataDir)}: the emulators' export failed. ` +
        `Why is in ${pathForPeople(logFile)} (look for "Automatic export").`,
    );
  } else if (stopping && code === 0) console.log('  Stopped.');
  else showLogTail(stopping ? 'The emulators did not stop cleanly.' : 'The emulators stopped unexpectedly.');
  process.exit(stopping ? 0 : (code ?? 1));
});

await waitFor(`http://127.0.0.1:4400/emulators`, 180_000);
await waitFor(`${siteUrl}/`, 60_000);
await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, 30_000))]);

process.env.FIRESTORE_EMULATOR_HOST = '127.0.0.1:8080';
const { initializeApp } = await import('firebase-admin/app');
const { getFirestore } = await import('firebase-admin/firestore');
const db = getFirestore(initializeApp({ projectId }));
const seeded = await seedIfEmpty(db);

const guestDocs = (await db.collection('guests').get()).docs;
const withPhones = guestDocs
  .map((doc) => doc.data())
  .filter((g) => g.phone)
  .sort((a, b) => a.phone.localeCompare(b.phone));
// The number the emulator's text outbox refuses as Twilio refuses a landline (error 21614), as Twilio's own
// test number does: functions/src/platform/sms/outbox.ts.
const LANDLINE = '+15005550009';
const emailOnly = guestDocs
  .map((doc) => doc.data())
  .filter((g) => g.email && !g.phone && !g.disabled)
  .sort((a, b) => a.email.localeCompare(b.email));
const byName = (a, b) => a.get('first').localeCompare(b.get('first')) || a.get('last').localeCompare(b.get('last'));
const canSignIn = guestDocs.filter((doc) => doc.get('phone') && !doc.get('disabled')).sort(byName);
const links = await issueDemoLinks(db, canSignIn, siteUrl);
const doorSign = await issueDemoDoorSign(db, siteUrl);
const lines = [
  '',
  '='.repeat(72),
  `  The wedding site is running:  ${siteUrl}`,
  seeded ? '  The demo guest list was loaded.' : '  Using the saved guest list in .emulator-data/.',
  ...(demoDays
    ? [`  The wedding in wedding.config.ts has passed: the demo's dates move ${demoDays / 7} weeks to follow today.`]
    : []),
  '',
  '  Sign in with one of these numbers; the six-digit code is printed below as a text message.',
  ...withPhones.map(
    (g) =>
      `    ${formatPhone(g.phone)}  ${`${g.first} ${g.last}`.padEnd(22)} ${g.isAdmin ? 'ADMIN' : ''}${g.helper ? 'helps at the door: /door' : ''}${g.disabled ? 'invitation disabled' : ''}${g.phone === LANDLINE ? 'a landline: the text fails, ask for a call' : ''}`,
  ),
  ...(emailOnly.length
    ? [
        '',
        "  Or with an email ('Sign in with email instead'); the code is printed below as an email.",
        ...emailOnly.map((g) => `    ${g.email.padEnd(32)}  ${g.first} ${g.last}`),
      ]
    : []),
  '',
  "  Or open a guest's personal link (one tap, no code), as their texts carry it. New links each start:",
  ...links.map(({ guest, link }) => `    ${`${guest.first} ${guest.last}`.padEnd(24)} ${link}`),
  '',
  "  The door sign's table lookup (works on a day with an event: move one to today in the Wedding tab):",
  `    ${doorSign}`,
  '',
  `  Everything the emulators print is in ${pathForPeople(logFile)}.`,
  '  Ctrl-C stops the site and saves its data.',
  '='.repeat(72),
  '',
];
console.log(lines.join('\n'));
bannerShown = true;

let first = true;
db.collection('smsOutbox')
  .orderBy('createdAt')
  .onSnapshot(
    (snapshot) => {
      for (const change of snapshot.docChanges()) {
        if (change.type !== 'added' || first) continue;
        const sms = change.doc.data();
        console.log(outboxLine(sms, formatPhone));
      }
      first = false;
    },
    () => {}, // the emulator is shutting down
  );

function formatPhone(e164) {
  const d = e164.replace(/^\+1/, '');
  return d.length === 10 ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : e164;
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping) return new Promise(() => {});
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.error(`\n  The emulator suite did not answer at ${url} in time.`);
  firebase.kill('SIGINT');
}

function showLogTail(why) {
  console.error(
    ['', ...recent, '', `  ${why} The emulators' whole output is in ${pathForPeople(logFile)}.`].join('\n'),
  );
}

/** A path inside the project as it is written from the project's folder; any other path whole. */
function pathForPeople(path) {
  const inside = relative(root, path);
  return inside && !inside.startsWith('..') ? inside : path;
}
