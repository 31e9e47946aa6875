import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { declaredSettings } from '../deploy/preflight';
import { startVerifyStandIn, type VerifyStandIn } from '@stand-ins/verify-stand-in.mjs';
import { answerAs } from './fake-cli.mjs';
import { REQUIRED_APIS, runCli, setup, type Run } from './setup';

// The setup script runs the real `gcloud` and `firebase` names from PATH; here they are the stand-in
// (fake-cli.mjs), which records each call and answers as the real CLIs do from a project's state. The first
// test runs them from PATH, a process for each call as `npm run setup` does; the others call the same
// stand-in in this process (a whole setup starts about thirty processes: seconds each run on a busy machine).

const repo = join(import.meta.dirname, '..', '..');
const bin = mkdtempSync(join(tmpdir(), 'fake-cli-'));
let root: string;
let stateFile: string;
let logFile: string;
const savedPath = process.env.PATH;
let verify: VerifyStandIn;
// Firestore's REST create of site/content as it answers: the document the first time, ALREADY_EXISTS after.
// setup-content.emu.test.ts makes the same call to the real Firestore emulator.
let firestore: Server;
let firestoreUrl: string;
const firestoreDocuments = new Map<string, { auth: string; body: { fields: Record<string, unknown> } }>();

type Call = { cli: string; args: string[]; stdin: string };
const calls = (): Call[] =>
  existsSync(logFile)
    ? readFileSync(logFile, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];
const commandLines = () => calls().map((call) => `${call.cli} ${call.args.join(' ')}`);
const state = () => JSON.parse(readFileSync(stateFile, 'utf8'));
const serviceAccount = '123456789-compute@developer.gserviceaccount.com';

function freshProject(overrides: object = {}) {
  writeFileSync(
    stateFile,
    JSON.stringify({
      projectId: 'our-wedding',
      projectNumber: '123456789',
      gcloudAccount: 'grace@example.com',
      firebaseAccount: 'grace@example.com',
      billing: true,
      enabledApis: ['firebasehosting.googleapis.com'],
      firestoreLocation: null,
      backupSchedules: [],
      serviceAccountPolicy: { bindings: [] },
      projectPolicy: { bindings: [{ role: 'roles/owner', members: ['user:grace@example.com'] }] },
      webApps: [],
      secrets: [],
      ...overrides,
    }),
  );
}

/** The stand-in answering in this process, as the command on PATH would. */
const inProcess: Run = async (command, args, input) => answerAs(command, args, { stdin: input, stateFile, logFile });

async function runSetup(env: Record<string, string> = {}, messagingServiceSid?: string, run: Run = inProcess) {
  const lines: string[] = [];
  const failures = await setup({
    projectId: 'our-wedding',
    root,
    run,
    messagingServiceSid,
    verifyBaseUrl: verify.url,
    firestoreUrl,
    env,
    log: (line) => lines.push(line),
  });
  return { failures, lines, output: lines.join('\n') };
}

beforeAll(async () => {
  verify = await startVerifyStandIn({
    port: 0,
    accountSid: 'AC0123456789abcdef0123456789abcdef',
    authToken: 'token-value',
    print: () => {},
  });
  firestore = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://firestore');
      const path = `${url.pathname}/${url.searchParams.get('documentId')}`;
      res.setHeader('Content-Type', 'application/json');
      if (req.method !== 'POST' || !url.searchParams.get('documentId')) {
        res.writeHead(404).end(JSON.stringify({ error: { code: 404, status: 'NOT_FOUND', message: 'not found' } }));
      } else if (firestoreDocuments.has(path)) {
        const message = `Document already exists: ${path}`;
        res.writeHead(409).end(JSON.stringify({ error: { code: 409, status: 'ALREADY_EXISTS', message } }));
      } else {
        firestoreDocuments.set(path, { auth: req.headers.authorization ?? '', body: JSON.parse(body) });
        res.writeHead(200).end(body);
      }
    });
  });
  await new Promise<void>((resolve) => firestore.listen(0, '127.0.0.1', resolve));
  firestoreUrl = `http://127.0.0.1:${(firestore.address() as AddressInfo).port}`;
  for (const name of ['gcloud', 'firebase']) {
    copyFileSync(join(import.meta.dirname, 'fake-cli.mjs'), join(bin, name));
    chmodSync(join(bin, name), 0o755);
  }
  process.env.PATH = `${bin}${delimiter}${savedPath}`;
});
afterAll(async () => {
  await verify.close();
  await new Promise((resolve) => firestore.close(resolve));
  process.env.PATH = savedPath;
  rmSync(bin, { recursive: true, force: true });
});
beforeEach(() => {
  firestoreDocuments.clear();
  root = mkdtempSync(join(tmpdir(), 'setup-root-'));
  mkdirSync(join(root, 'web'));
  mkdirSync(join(root, 'functions'));
  stateFile = join(root, 'state.json');
  logFile = join(root, 'calls.log');
  process.env.FAKE_CLI_STATE = stateFile;
  process.env.FAKE_CLI_LOG = logFile;
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const secrets = {
  TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
  TWILIO_AUTH_TOKEN: 'token-value',
  SMTP_URL: 'smtps://rsvp:mail-password@smtp.example.com:465',
};
const MG = 'MG0123456789abcdef0123456789abcdef';

// Each step starts a process; on a busy machine a whole run takes seconds.
describe('npm run setup on a new project', { timeout: 120_000 }, () => {
  it('does every step the CLIs can, one line each, and ends with what is left by hand', async () => {
    freshProject();
    const { failures, output, lines } = await runSetup(secrets, MG, runCli);
    expect(failures).toBe(0);

    const asked = commandLines();
    const missingApis = REQUIRED_APIS.filter((api) => api !== 'firebasehosting.googleapis.com');
    expect(asked).toContain(`gcloud services enable ${missingApis.join(' ')} --project our-wedding --quiet`);
    expect(asked).toContain(
      'gcloud firestore databases create --location=nam5 --database=(default) --project our-wedding --quiet',
    );
    expect(asked).toContain(
      'gcloud firestore backups schedules create --database=(default) --recurrence=daily --retention=7d --project our-wedding --quiet',
    );
    expect(asked).toContain(
      `gcloud iam service-accounts add-iam-policy-binding ${serviceAccount} --member=serviceAccount:${serviceAccount} --role=roles/iam.serviceAccountTokenCreator --project our-wedding --quiet`,
    );
    for (const role of ['roles/cloudtasks.enqueuer', 'roles/iam.serviceAccountUser']) {
      expect(asked).toContain(
        `gcloud projects add-iam-policy-binding our-wedding --member=serviceAccount:${serviceAccount} --role=${role} --condition=None --project our-wedding --quiet`,
      );
    }
    expect(asked).toContain('firebase apps:create WEB Wedding site --project our-wedding --json --non-interactive');
    // Secrets go through stdin, never on a command line or into a file.
    const secretCalls = calls().filter((call) => call.args[0] === 'functions:secrets:set');
    expect(secretCalls.map((call) => [call.args[1], call.stdin])).toEqual([
      ['TWILIO_ACCOUNT_SID', '<given>'],
      ['TWILIO_AUTH_TOKEN', '<given>'],
      ['SMTP_URL', '<given>'],
    ]);
    expect(asked.join('\n')).not.toContain('token-value');
    expect(asked.join('\n')).not.toContain('mail-password');

    expect(state()).toMatchObject({
      firestoreLocation: 'nam5',
      backupSchedules: [{ recurrence: 'daily', retention: '7d' }],
      secrets: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'SMTP_URL'],
    });
    expect(readFileSync(join(root, 'web', '.env.production.local'), 'utf8')).toContain(
      [
        'VITE_FIREBASE_API_KEY=AIzaFakeKeyForTests',
        'VITE_FIREBASE_AUTH_DOMAIN=our-wedding.firebaseapp.com',
        'VITE_FIREBASE_PROJECT_ID=our-wedding',
        'VITE_FIREBASE_APP_ID=1:123456789:web:abc123',
      ].join('\n'),
    );
    const functionsEnv = readFileSync(join(root, 'functions', '.env.our-wedding'), 'utf8');
    for (const name of declaredSettings(repo)) expect(functionsEnv).toMatch(new RegExp(`^${name}=`, 'm'));
    expect(functionsEnv).toContain('SMS_PROVIDER=twilio');
    expect(functionsEnv).toContain(`TWILIO_MESSAGING_SERVICE_SID=${MG}`);
    expect(functionsEnv).not.toContain('token-value');

    // The site's content, created once with the gcloud account's token.
    expect([...firestoreDocuments.keys()]).toEqual([
      '/v1/projects/our-wedding/databases/(default)/documents/site/content',
    ]);
    expect([...firestoreDocuments.values()][0]!.auth).toBe('Bearer owner');
    expect([...firestoreDocuments.values()][0]!.body.fields.version).toEqual({ integerValue: '0' });
    for (const step of [
      'APIs',
      'Firestore',
      'daily backups',
      'site content',
      'token-signing role',
      'Cloud Tasks roles',
      'web app settings',
    ]) {
      expect(lines.filter((line) => line.startsWith(`+ ${step}:`))).toHaveLength(1);
    }
    expect(output).toMatch(
      /Left to do by hand:\n {2}- Put the address emails come from .*EMAIL_FROM=.*\n {2}- Authentication/,
    );
    expect(output).toContain('Twilio: upgrade from trial');
    expect(output).not.toContain('Blaze plan (Firebase console');
  });

  it('changes nothing the second time: every step says it is done', async () => {
    freshProject();
    await runSetup(secrets, MG);
    writeFileSync(logFile, '');
    const { failures, lines } = await runSetup();
    expect(failures).toBe(0);
    const changing = commandLines().filter((line) =>
      / (enable|create|apps:create|add-iam-policy-binding|functions:secrets:set) /.test(line),
    );
    expect(changing).toEqual([]);
    expect(lines.filter((line) => /^[+✗-] /.test(line))).toEqual([]);
    expect(lines.filter((line) => line.startsWith('✓ ')).length).toBeGreaterThanOrEqual(13);
    expect(lines).toContain('✓ site content: site/content exists (left as it is: the console edits it)');
  });

  it('without the Blaze plan skips what needs billing and says to upgrade', async () => {
    freshProject({ billing: false });
    const { output } = await runSetup();
    expect(commandLines().some((line) => line.startsWith('gcloud services enable'))).toBe(false);
    expect(output).toContain('- Blaze plan: billing is off');
    expect(output).toContain('Upgrade to the Blaze plan');
    expect(output).toContain('- TWILIO_ACCOUNT_SID: waits for the APIs');
    expect(output).toContain('- site content: waits for Firestore');
    expect(firestoreDocuments.size).toBe(0);
    // Without a Messaging Service the site runs with TEXTING=verify: the Verify service is what is missing.
    expect(output).toContain('- Twilio Verify service: no Twilio credentials given');
    expect(output).toContain('Create the Twilio Verify service');
    expect(output).not.toContain('Put your Messaging Service SID');
    expect(readFileSync(join(root, 'functions', '.env.our-wedding'), 'utf8')).toMatch(/^TEXTING=verify$/m);
  });

  it("creates the Verify service (the couple's title, 6-digit codes) and writes its SID, with TEXTING=verify", async () => {
    freshProject();
    verify.requests.length = 0;
    const { failures, output } = await runSetup(secrets);
    expect(failures).toBe(0);
    expect(verify.requests).toEqual([
      expect.objectContaining({ path: '/v2/Services', form: { FriendlyName: 'Grace & Daniel', CodeLength: '6' } }),
    ]);
    expect(verify.requests[0]!.headers.authorization).toBe(
      `Basic ${Buffer.from(`${secrets.TWILIO_ACCOUNT_SID}:${secrets.TWILIO_AUTH_TOKEN}`).toString('base64')}`,
    );
    const sid = /\+ Twilio Verify service: created (VA[0-9a-f]{32}) \(6-digit codes\)/.exec(output)?.[1];
    expect(sid).toBeDefined();
    const functionsEnv = readFileSync(join(root, 'functions', '.env.our-wedding'), 'utf8');
    expect(functionsEnv).toMatch(new RegExp(`^TWILIO_VERIFY_SERVICE_SID=${sid}$`, 'm'));
    expect(functionsEnv).toMatch(/^TEXTING=verify$/m);
    expect(output).not.toContain('Put your Messaging Service SID');
    expect(output).toContain('Verify sends the sign-in codes; no number to buy or register');
    // The second run finds it in the settings and creates no other.
    verify.requests.length = 0;
    expect((await runSetup(secrets)).output).toContain(`✓ Twilio Verify service: ${sid}`);
    expect(verify.requests).toEqual([]);
  });

  it('says what failed when Twilio refuses to create the service', async () => {
    freshProject();
    const { failures, output } = await runSetup({ ...secrets, TWILIO_AUTH_TOKEN: 'wrong' });
    expect(failures).toBe(1);
    expect(output).toContain('✗ Twilio Verify service: Twilio answered HTTP 401 (error 20003: Authenticate)');
    expect(readFileSync(join(root, 'functions', '.env.our-wedding'), 'utf8')).toMatch(/^TWILIO_VERIFY_SERVICE_SID=$/m);
  });

  it('stops at once when the firebase CLI is not signed in', async () => {
    freshProject({ firebaseAccount: null });
    const { failures, output } = await runSetup();
    expect(failures).toBe(1);
    expect(output).toContain('✗ firebase sign-in: run `npx firebase login`');
    expect(commandLines().filter((line) => line.includes('projects describe'))).toEqual([]);
  });

  it('keeps an existing functions settings file as it is', async () => {
    freshProject();
    writeFileSync(join(root, 'functions', '.env.our-wedding'), 'SMS_PROVIDER=twilio\nTWILIO_FROM=+13055550000\n');
    const { output } = await runSetup(secrets);
    expect(readFileSync(join(root, 'functions', '.env.our-wedding'), 'utf8')).toBe(
      'SMS_PROVIDER=twilio\nTWILIO_FROM=+13055550000\n',
    );
    expect(output).toContain('✓ functions settings: functions/.env.our-wedding exists');
    expect(output).not.toContain('Put your Messaging Service SID');
  });
});
