// Makes the emulator suite runnable offline: finds Java and a Firestore emulator jar, and builds
// a launcher jar for it. Every script in this folder calls prepareEmulators() first.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, createServer } from 'node:http';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { functionsNode, unlinkPackagedNode } from './functions-node.mjs';

// Nothing here runs on Google Cloud: without this, firebase-admin's first call (the launcher's, a test's, a
// function's) asks the metadata server whether it does, and on a machine without that network prints a
// MetadataLookupWarning that reads like an error. The processes the suite starts inherit it.
process.env.METADATA_SERVER_DETECTION ??= 'none';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const projectId = 'demo-wedding';
export const firebaseBin = join(root, 'node_modules', '.bin', 'firebase');
const firebaseCli = join(root, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
/** Where `npm start` keeps the data between runs (WEDDING_DATA_DIR overrides it, for tests). */
export const dataDir = process.env.WEDDING_DATA_DIR || join(root, '.emulator-data');

const googleJar = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const mainClass = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

function fail(lines) {
  console.error(['', ...lines, ''].join('\n'));
  process.exit(1);
}

function checkJava() {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error || java.status !== 0) {
    fail([
      'Java is missing: the Firestore emulator runs on Java 17 or newer.',
      'Install it with:  sudo apt-get install -y openjdk-17-jre-headless',
    ]);
  }
}

/**
 * Google's jar has no Main-Class, so `java -jar` (which firebase-tools runs) fails on it. A jar that
 * holds only a manifest naming the main class and the real jar on its Class-Path starts it fine.
 */
function shimFor(jar) {
  const dir = join(root, '.cache', 'firestore-emulator');
  const shim = join(dir, 'firestore-launcher.jar');
  if (existsSync(shim)) return shim;
  mkdirSync(dir, { recursive: true });
  // Built under a name of this process's own and renamed, so two suites starting at once never share a half-written jar.
  const manifest = join(dir, `MANIFEST-${process.pid}.MF`);
  const building = join(dir, `firestore-launcher-${process.pid}.jar`);
  writeFileSync(manifest, `Manifest-Version: 1.0\nMain-Class: ${mainClass}\nClass-Path: file:${jar}\n`);
  try {
    execFileSync('jar', ['cfm', building, manifest], { stdio: 'pipe' });
    renameSync(building, shim);
    rmSync(manifest);
  } catch {
    fail([
      'Could not build the Firestore emulator launcher: the `jar` tool (from a JDK) is missing.',
      'Install it with:  sudo apt-get install -y openjdk-17-jdk-headless',
    ]);
  }
  return shim;
}

/** The machine's PATH, kept for the command emulators:exec runs. */
const machinePathVariable = 'WEDDING_MACHINE_PATH';

/** How many function calls the functions emulator runs at once (the rest queue): prepareEmulators. */
const emulatorParallelCalls = 6;

/** Environment for firebase-tools: the offline Firestore jar where there is one; the functions' Node first on PATH. */
export function prepareEmulators() {
  checkJava();
  ensureLocalSecrets();
  writeEmulatorConfig();
  const env = { ...process.env, [proxyKeyVariable]: proxyKey };
  // `npm install <package>` and `npm dedupe` link the packaged Node into node_modules/.bin again (only a plain
  // `npm install` runs the postinstall that removes it): the next start removes it too.
  unlinkPackagedNode();
  const node = functionsNode();
  if (node.problem) console.warn(`\n  ${node.problem}\n`);
  // firebase-tools reads the functions' triggers by running firebase-functions' own script (`env node`):
  // on PATH, the functions' Node reads them too. The command emulators:exec runs gets the machine's PATH back.
  env[machinePathVariable] = env.PATH ?? '';
  if (node.path) env.PATH = `${dirname(node.path)}${delimiter}${env.PATH ?? ''}`;
  // firebase-tools gives the functions' code 10 s to load before it serves no function at all; a machine busy
  // with several suites side by side can take longer. FUNCTIONS_DISCOVERY_TIMEOUT (seconds) set by hand wins.
  env.FUNCTIONS_DISCOVERY_TIMEOUT ||= '60';
  // The functions emulator starts a worker process for each request in flight when none is idle, and keeps
  // it: up to 50 by default, each about 3 CPU seconds to start and warm. Six at once is still real concurrency
  // for the race tests (the rest wait their turn, as on a busy instance) and spares a two-core machine 25 cold
  // starts. FUNCTIONS_EMULATOR_PARALLEL set by hand wins.
  env.FUNCTIONS_EMULATOR_PARALLEL ||= String(emulatorParallelCalls);
  // The Firestore emulator's JVM: the quick compiler only, and one garbage collector thread. Its optimising
  // compiler threads cost more CPU than they gave back in a test run on two cores (the API tests: Java 104 ->
  // 83 CPU seconds, 314 -> 284 s). JAVA_TOOL_OPTIONS set by hand wins.
  env.JAVA_TOOL_OPTIONS ||= '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC';
  // `TEXTING=verify npm start`: functions/.env.local leaves TEXTING empty, and the functions read this instead.
  if (process.env.TEXTING) env.EMULATOR_TEXTING = process.env.TEXTING;
  if (env.FIRESTORE_EMULATOR_BINARY_PATH) return env;
  const jar = env.FIRESTORE_EMULATOR_JAR || (existsSync(googleJar) ? googleJar : '');
  if (jar) env.FIRESTORE_EMULATOR_BINARY_PATH = shimFor(jar);
  // Otherwise firebase-tools downloads its own jar, which works on machines with internet.
  return env;
}

/**
 * The Twilio auth token under the emulator: Twilio's webhooks (POST /bcw/twilio/...) are signed with
 * it, and the tests' fake Twilio signs with the same value (emulators/stand-ins/fake-twilio.ts: twilioTestAuthToken).
 */
const emulatorTwilioAuthToken = 'emulator-twilio-auth-token';

/**
 * The functions emulator wants a value for every declared secret; the outbox provider needs none. A file
 * from before the webhooks (its token a placeholder) gets the known token; one filled in by hand is kept.
 */
function ensureLocalSecrets() {
  const file = join(root, 'functions', '.secret.local');
  const token = `TWILIO_AUTH_TOKEN=${emulatorTwilioAuthToken}`;
  if (!existsSync(file)) {
    writeFileSync(file, `TWILIO_ACCOUNT_SID=unused-under-the-emulator\n${token}\n${emulatorSmtpUrl}\n`);
    return;
  }
  let current = readFileSync(file, 'utf8');
  const placeholder = /^TWILIO_AUTH_TOKEN=unused-under-the-emulator$/m;
  if (placeholder.test(current)) current = current.replace(placeholder, token);
  if (!/^SMTP_URL=/m.test(current)) current = `${current.replace(/\n?$/, '\n')}${emulatorSmtpUrl}\n`;
  writeIfChanged(file, current);
}

/**
 * Two suites may start at once (`npm test`'s lanes): a file already as wanted is left alone, so one never
 * reads the other's half-written copy.
 */
function writeIfChanged(file, text) {
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
}

/** The functions send email to the launcher's local mail server (emulators/stand-ins/mail-server.mjs). */
const emulatorSmtpUrl = 'SMTP_URL=smtp://127.0.0.1:2525';

/** The Auth emulator, which the emulator build of the site calls from the browser. */
export const authEmulatorOrigin = 'http://127.0.0.1:9099';
const emulatorConfigFile = 'firebase.emulator.json';

/**
 * firebase.json is the production config. The emulators run a copy whose Content-Security-Policy also
 * lets the page reach the Auth emulator, so nothing of the emulators is ever deployed.
 */
export function emulatorConfig(config) {
  const allowAuthEmulator = (header) =>
    header.key.toLowerCase() === 'content-security-policy'
      ? { ...header, value: header.value.replace(/\bconnect-src ([^;]*)/, `connect-src $1 ${authEmulatorOrigin}`) }
      : header;
  const headers = config.hosting.headers.map((rule) => ({ ...rule, headers: rule.headers.map(allowAuthEmulator) }));
  return { ...config, hosting: { ...config.hosting, headers } };
}

function writeEmulatorConfig() {
  const config = emulatorConfig(JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')));
  const functions = { ...config.emulators.functions, port: functionsInternalPort };
  const withProxy = { ...config, emulators: { ...config.emulators, functions } };
  writeIfChanged(join(root, emulatorConfigFile), `${JSON.stringify(withProxy, null, 2)}\n`);
}

/**
 * The functions emulator hands each request to its worker over a unix socket, so the function never sees
 * who connected. The launcher therefore runs the functions emulator on an internal port and puts this proxy
 * on the usual one (5001): it passes every request on with the connecting socket's address in
 * `x-emulator-client-address`, replacing whatever a caller wrote there. The function trusts that header only
 * under the emulator, and only with this run's key (functions/src/platform/client-address.ts). The Hosting
 * emulator calls the internal port itself, so calls through Hosting stay one client, as they are one machine.
 */
const functionsPort = 5001;
const functionsInternalPort = 5011;
const clientAddressHeader = 'x-emulator-client-address';
/**
 * The header's value starts with a key made for this run, which the function gets in its environment
 * (the functions emulator passes the launcher's environment on to its workers): a caller who writes the
 * header through the Hosting emulator, which passes headers on untouched, does not know it.
 */
const proxyKeyVariable = 'EMULATOR_CLIENT_PROXY_KEY';
const proxyKey = randomBytes(16).toString('hex');

export function startFunctionsProxy() {
  const server = createServer((req, res) => {
    const headers = { ...req.headers, [clientAddressHeader]: `${proxyKey} ${req.socket.remoteAddress ?? ''}` };
    const upstream = httpRequest(
      { host: '127.0.0.1', port: functionsInternalPort, method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end('The functions emulator is not up yet.');
    });
    req.pipe(upstream);
  });
  server.listen(functionsPort, '127.0.0.1');
  return server;
}

export function firebaseArgs(...args) {
  return [...args, '--project', projectId, '--config', emulatorConfigFile];
}

/**
 * The firebase CLI as [file, args]: run on the functions' Node (emulators/launcher/functions-node.mjs), since the
 * functions emulator starts every function on the Node it runs on itself; on the machine's Node otherwise.
 */
export function firebaseCommand(...args) {
  const { path } = functionsNode();
  return path && path !== process.execPath
    ? [path, [firebaseCli, ...firebaseArgs(...args)]]
    : [firebaseBin, firebaseArgs(...args)];
}

/** A shell command that runs `command` with the machine's PATH (the firebase CLI's has the functions' Node first). */
export function withMachinePath(command) {
  return `PATH="$${machinePathVariable}"; export PATH; ${command}`;
}

/**
 * The emulator runs no scheduled functions, and its Cloud Tasks ignores a task's scheduleTime, so nothing
 * would start a scheduled batch of texts by itself. This ticker does what the live site's schedule does:
 * every `intervalMs` it calls the function's start-due-batches route (caller kind 'task'), with this run's
 * key, which the function checks. A due batch therefore starts within one interval.
 */
const taskKeyHeader = 'x-emulator-task-key';
const tickerIntervalMs = 30_000;

export function startBatchTicker(intervalMs = tickerIntervalMs) {
  const base = `http://127.0.0.1:${functionsPort}/${projectId}/us-central1/bcw/tasks`;
  // The scheduled texts, then the couple's last-weeks work (the final count, answer alerts, the digest).
  const urls = [`${base}/start-due-batches`, `${base}/last-weeks`];
  const tick = () =>
    urls.reduce(
      (previous, url) =>
        previous.then(() =>
          fetch(url, { method: 'POST', headers: { [taskKeyHeader]: proxyKey } }).then(
            (answer) => answer.body?.cancel(),
            () => {}, // the functions emulator is not up yet, or is stopping: the next tick tries again
          ),
        ),
      Promise.resolve(),
    );
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
