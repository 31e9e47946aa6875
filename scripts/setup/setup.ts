// `npm run setup -- --project <id>`: everything the gcloud and firebase CLIs can set up for a new project,
// each step skipped when it is already done, one line per step, and at the end what is left by hand.
// Optional: --messaging-service MG... (written into functions/.env.<id>, with TEXTING=messaging), and
// TWILIO_ACCOUNT_SID / TWILIO_AUTH_TOKEN in the environment (stored as the functions' secrets, never
// written to a file). With those it creates the Twilio Verify service for sign-in codes (unless
// --verify-service VA... names one) and writes its SID into functions/.env.<id>.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startingContent } from '../../contract/site-content-defaults';
import { declaredSettings } from '../deploy/preflight';
import { projectFromArgs } from '../deploy/deploy';

const repo = join(import.meta.dirname, '..', '..');

export type Run = (
  command: string,
  args: string[],
  input?: string,
) => Promise<{ code: number; stdout: string; stderr: string }>;

/** Runs a CLI found on PATH (under `npm run`, node_modules/.bin comes first: this project's firebase-tools). */
export const runCli: Run = (command, args, input) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('error', (error) => resolve({ code: 127, stdout, stderr: error.message }));
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
    // A CLI that ends without reading its input closes the pipe (EPIPE): its exit code says what happened.
    child.stdin.on('error', () => {});
    child.stdin.end(input ?? '');
  });

/** The APIs the site uses; `firebase deploy` enables the build and run ones itself, but not these. */
export const REQUIRED_APIS = [
  'firestore.googleapis.com',
  'compute.googleapis.com',
  'iamcredentials.googleapis.com',
  'cloudtasks.googleapis.com',
  // The schedule that starts scheduled texts (startScheduledTexts).
  'cloudscheduler.googleapis.com',
  'secretmanager.googleapis.com',
  'cloudfunctions.googleapis.com',
  'run.googleapis.com',
  'cloudbuild.googleapis.com',
  'artifactregistry.googleapis.com',
  'firebasehosting.googleapis.com',
];

/** The functions' settings and their values on a live site (functions/.env.<id>; no secrets). */
export function functionsSettings(names: string[], messagingServiceSid: string, verifyServiceSid = ''): string {
  const values: Record<string, string> = {
    // A registered Messaging Service means a business's texting; without one, Verify and email (going-live.md).
    TEXTING: messagingServiceSid ? 'messaging' : 'verify',
    TWILIO_VERIFY_SERVICE_SID: verifyServiceSid,
    TWILIO_VERIFY_BASE_URL: '',
    SMS_PROVIDER: 'twilio',
    TWILIO_MESSAGING_SERVICE_SID: messagingServiceSid,
    TWILIO_FROM: '',
    TWILIO_BASE_URL: 'https://api.twilio.com',
    TWILIO_VOICE_FROM: '',
    TRUSTED_PROXY_HOPS: '2',
    TRUSTED_PROXY_RANGES: '',
    MAX_SIGN_IN_TEXTS_PER_HOUR: '300',
    MAX_ADMIN_TEXTS_PER_HOUR: '1000',
    SMS_COUNTRIES: 'US,CA',
    SIGN_IN_CALL_HOURS: '08-21',
    EMAIL_FROM: '',
    SMS_PER_SECOND: '1',
    MIN_INSTANCES: '0',
  };
  const lines = names.map((name) => `${name}=${values[name] ?? ''}`);
  return `# Written by npm run setup; read by firebase deploy for this project only. No secrets here.\n${lines.join('\n')}\n`;
}

type Outcome = 'done' | 'already' | 'failed' | 'skipped';
const marks: Record<Outcome, string> = { done: '+', already: '✓', failed: '✗', skipped: '-' };

export type SetupOptions = {
  projectId: string;
  /** Where web/.env.production.local and functions/.env.<id> are written (the project's folder). */
  root: string;
  messagingServiceSid?: string;
  /** An existing Verify service (VA...); without one, setup creates it with the Twilio credentials. */
  verifyServiceSid?: string;
  /** Twilio Verify's address (tests: a stand-in); default https://verify.twilio.com. */
  verifyBaseUrl?: string;
  /** The service's friendly name: the couple's title (wedding.config.ts). */
  title?: string;
  /** Firestore's REST address (tests: the emulator's); default https://firestore.googleapis.com. */
  firestoreUrl?: string;
  env?: Record<string, string | undefined>;
  run?: Run;
  log?: (line: string) => void;
};

/** Runs every step; resolves to the number of steps that failed. */
export async function setup(options: SetupOptions): Promise<number> {
  const { projectId, root, run = runCli, log = console.log } = options;
  const env = options.env ?? process.env;
  const project = ['--project', projectId];
  let failures = 0;
  const byHand: string[] = [];
  const line = (outcome: Outcome, step: string, note: string) => {
    if (outcome === 'failed') failures++;
    log(`${marks[outcome]} ${step}: ${note}`);
  };
  const firstLine = (text: string) => text.trim().split('\n').filter(Boolean).at(-1)?.slice(0, 200) ?? '';
  const gcloud = (...args: string[]) => run('gcloud', [...args, ...project, '--quiet']);
  const firebaseJson = async (args: string[], input?: string) => {
    const answer = await run('firebase', [...args, ...project, '--json', '--non-interactive'], input);
    try {
      return { ...answer, json: JSON.parse(answer.stdout) as { status?: string; result?: unknown; error?: string } };
    } catch {
      return { ...answer, json: { status: 'error', error: firstLine(answer.stderr || answer.stdout) } };
    }
  };

  // Who is signed in, to each CLI: nothing else can work without it.
  const account = await run('gcloud', ['auth', 'list', '--filter=status:ACTIVE', '--format=value(account)']);
  if (account.code === 127) {
    line('failed', 'gcloud', 'the Google Cloud CLI is not installed: install it or use Cloud Shell');
    return failures;
  }
  if (!account.stdout.trim()) {
    line('failed', 'gcloud sign-in', 'run `gcloud auth login` with the Google account that owns the project');
    return failures;
  }
  line('already', 'gcloud sign-in', account.stdout.trim().split('\n')[0]!);
  const login = await firebaseJson(['login:list']);
  const accounts = Array.isArray(login.json.result) ? login.json.result : [];
  if (accounts.length === 0) {
    line('failed', 'firebase sign-in', 'run `npx firebase login` with the same Google account');
    return failures;
  }
  line('already', 'firebase sign-in', (accounts[0] as { user?: { email?: string } }).user?.email ?? 'signed in');

  const described = await gcloud('projects', 'describe', projectId, '--format=value(projectNumber)');
  const projectNumber = described.stdout.trim();
  if (described.code !== 0 || !/^\d+$/.test(projectNumber)) {
    line(
      'failed',
      'project',
      `${projectId} was not found: ${firstLine(described.stderr)} (create it in the Firebase console)`,
    );
    return failures;
  }
  line('already', 'project', `${projectId} (number ${projectNumber})`);
  const serviceAccount = `${projectNumber}-compute@developer.gserviceaccount.com`;

  const billing = await run('gcloud', ['billing', 'projects', 'describe', projectId, '--format=value(billingEnabled)']);
  const blaze = billing.stdout.trim().toLowerCase() === 'true';
  if (blaze) line('already', 'Blaze plan', 'billing is on');
  else {
    line('skipped', 'Blaze plan', 'billing is off: the steps that need it are skipped');
    byHand.push('Upgrade to the Blaze plan (Firebase console > Upgrade), set a budget alert, then run this again.');
  }

  // APIs
  const enabled = await gcloud('services', 'list', '--enabled', '--format=value(config.name)');
  const on = new Set(enabled.stdout.split(/\s+/).filter(Boolean));
  const missing = REQUIRED_APIS.filter((api) => !on.has(api));
  if (enabled.code !== 0) line('failed', 'APIs', firstLine(enabled.stderr));
  else if (missing.length === 0) line('already', 'APIs', 'all enabled');
  else if (!blaze) line('skipped', 'APIs', `${missing.length} to enable once billing is on`);
  else {
    const result = await gcloud('services', 'enable', ...missing);
    if (result.code === 0) missing.forEach((api) => on.add(api));
    line(
      result.code === 0 ? 'done' : 'failed',
      'APIs',
      result.code === 0 ? `enabled ${missing.join(', ')}` : firstLine(result.stderr),
    );
  }
  const apisOn = REQUIRED_APIS.every((api) => on.has(api));

  // Firestore in nam5, and its daily backups
  const database = await gcloud(
    'firestore',
    'databases',
    'describe',
    '--database=(default)',
    '--format=value(locationId)',
  );
  let firestoreReady = false;
  if (database.code === 0 && database.stdout.trim()) {
    const location = database.stdout.trim();
    firestoreReady = true;
    line(
      'already',
      'Firestore',
      location === 'nam5' ? 'in nam5' : `exists in ${location} (not nam5; it cannot be moved, which is fine)`,
    );
  } else if (!apisOn) {
    line('skipped', 'Firestore', 'waits for the APIs');
  } else {
    const created = await gcloud('firestore', 'databases', 'create', '--location=nam5', '--database=(default)');
    firestoreReady = created.code === 0;
    line(
      created.code === 0 ? 'done' : 'failed',
      'Firestore',
      created.code === 0 ? 'created in nam5' : firstLine(created.stderr),
    );
  }
  if (firestoreReady) {
    const schedules = await gcloud(
      'firestore',
      'backups',
      'schedules',
      'list',
      '--database=(default)',
      '--format=value(name)',
    );
    if (schedules.code === 0 && schedules.stdout.trim()) line('already', 'daily backups', 'a schedule exists');
    else {
      const made = await gcloud(
        'firestore',
        'backups',
        'schedules',
        'create',
        '--database=(default)',
        '--recurrence=daily',
        '--retention=7d',
      );
      line(
        made.code === 0 ? 'done' : 'failed',
        'daily backups',
        made.code === 0 ? 'daily, kept 7 days' : firstLine(made.stderr),
      );
    }
  } else line('skipped', 'daily backups', 'waits for Firestore');

  // The site's content (site/content) from wedding.config.ts, created only when the document is absent
  if (!firestoreReady) line('skipped', 'site content', 'waits for Firestore');
  else {
    const created = await createStartingContent(projectId, options.firestoreUrl, () =>
      run('gcloud', ['auth', 'print-access-token']),
    );
    line(created.outcome, 'site content', created.note);
  }

  // The functions' service account: signing sign-in tokens as itself, and enqueueing bulk texts.
  const hasRole = (policy: string, role: string) => {
    try {
      const bindings = (JSON.parse(policy) as { bindings?: { role: string; members?: string[] }[] }).bindings ?? [];
      return bindings.some(
        (binding) => binding.role === role && binding.members?.includes(`serviceAccount:${serviceAccount}`),
      );
    } catch {
      return false;
    }
  };
  if (!on.has('compute.googleapis.com')) {
    line('skipped', 'token-signing role', 'waits for the APIs (the service account comes with Compute Engine)');
    line('skipped', 'Cloud Tasks roles', 'waits for the APIs');
  } else {
    const saPolicy = await gcloud('iam', 'service-accounts', 'get-iam-policy', serviceAccount, '--format=json');
    if (saPolicy.code !== 0) line('failed', 'token-signing role', firstLine(saPolicy.stderr));
    else if (hasRole(saPolicy.stdout, 'roles/iam.serviceAccountTokenCreator')) {
      line('already', 'token-signing role', `${serviceAccount} may sign as itself`);
    } else {
      const granted = await gcloud(
        'iam',
        'service-accounts',
        'add-iam-policy-binding',
        serviceAccount,
        `--member=serviceAccount:${serviceAccount}`,
        '--role=roles/iam.serviceAccountTokenCreator',
      );
      line(
        granted.code === 0 ? 'done' : 'failed',
        'token-signing role',
        granted.code === 0 ? `granted to ${serviceAccount}` : firstLine(granted.stderr),
      );
    }
    const projectPolicy = await gcloud('projects', 'get-iam-policy', projectId, '--format=json');
    const roles = ['roles/cloudtasks.enqueuer', 'roles/iam.serviceAccountUser'];
    const lacking = projectPolicy.code === 0 ? roles.filter((role) => !hasRole(projectPolicy.stdout, role)) : roles;
    if (projectPolicy.code !== 0) line('failed', 'Cloud Tasks roles', firstLine(projectPolicy.stderr));
    else if (lacking.length === 0) line('already', 'Cloud Tasks roles', 'enqueuer and service account user');
    else {
      let ok = true;
      for (const role of lacking) {
        const granted = await gcloud(
          'projects',
          'add-iam-policy-binding',
          projectId,
          `--member=serviceAccount:${serviceAccount}`,
          `--role=${role}`,
          '--condition=None',
        );
        if (granted.code !== 0) {
          ok = false;
          line('failed', 'Cloud Tasks roles', `${role}: ${firstLine(granted.stderr)}`);
        }
      }
      if (ok) line('done', 'Cloud Tasks roles', `granted ${lacking.join(' and ')}`);
    }
  }

  // The web app and its settings file
  const webSettings = join(root, 'web', '.env.production.local');
  const current = existsSync(webSettings) ? readFileSync(webSettings, 'utf8') : '';
  if (new RegExp(`^VITE_FIREBASE_PROJECT_ID=${projectId}$`, 'm').test(current)) {
    line('already', 'web app settings', `web/.env.production.local is ${projectId}'s`);
  } else {
    const apps = await firebaseJson(['apps:list', 'WEB']);
    let appId = Array.isArray(apps.json.result)
      ? (apps.json.result[0] as { appId?: string } | undefined)?.appId
      : undefined;
    if (apps.json.status !== 'success') line('failed', 'web app', apps.json.error ?? firstLine(apps.stderr));
    else if (appId) line('already', 'web app', appId);
    else {
      const created = await firebaseJson(['apps:create', 'WEB', 'Wedding site']);
      appId = (created.json.result as { appId?: string } | undefined)?.appId;
      line(
        appId ? 'done' : 'failed',
        'web app',
        appId ? `created ${appId}` : (created.json.error ?? firstLine(created.stderr)),
      );
    }
    if (appId) {
      const config = await firebaseJson(['apps:sdkconfig', 'WEB', appId]);
      const sdk = (config.json.result as { sdkConfig?: Record<string, string> } | undefined)?.sdkConfig;
      if (!sdk?.apiKey) line('failed', 'web app settings', config.json.error ?? 'no sdkConfig in the answer');
      else {
        if (current) writeFileSync(`${webSettings}.bak`, current);
        mkdirSync(dirname(webSettings), { recursive: true });
        writeFileSync(
          webSettings,
          [
            '# Written by npm run setup from `firebase apps:sdkconfig`: public identifiers, not secrets.',
            `VITE_FIREBASE_API_KEY=${sdk.apiKey}`,
            `VITE_FIREBASE_AUTH_DOMAIN=${sdk.authDomain ?? `${projectId}.firebaseapp.com`}`,
            `VITE_FIREBASE_PROJECT_ID=${sdk.projectId ?? projectId}`,
            `VITE_FIREBASE_APP_ID=${sdk.appId ?? appId}`,
            '',
          ].join('\n'),
        );
        line(
          'done',
          'web app settings',
          `wrote web/.env.production.local${current ? ' (the old one kept as .bak)' : ''}`,
        );
      }
    }
  }

  // The Twilio Verify service that sends sign-in codes (created once; its SID goes into the settings)
  const functionsEnv = join(root, 'functions', `.env.${projectId}`);
  const before = existsSync(functionsEnv) ? readFileSync(functionsEnv, 'utf8') : '';
  let verifySid = options.verifyServiceSid ?? /^TWILIO_VERIFY_SERVICE_SID=(VA[0-9a-f]{32})$/m.exec(before)?.[1] ?? '';
  if (verifySid) line('already', 'Twilio Verify service', verifySid);
  else {
    const created = await createVerifyService(env, options.verifyBaseUrl, options.title ?? (await coupleTitle(root)));
    if ('sid' in created) {
      verifySid = created.sid;
      line('done', 'Twilio Verify service', `created ${verifySid} (6-digit codes)`);
    } else {
      line(created.given ? 'failed' : 'skipped', 'Twilio Verify service', created.reason);
      byHand.push(
        'Create the Twilio Verify service: run this again with TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN in the environment, or in Twilio Console > Verify > Services > Create (code length 6) and put its SID in functions/.env.<id> (TWILIO_VERIFY_SERVICE_SID=VA...), or run this again with --verify-service VA...',
      );
    }
  }

  // The functions' settings file
  const sid = options.messagingServiceSid ?? '';
  if (existsSync(functionsEnv)) {
    if (verifySid && /^TWILIO_VERIFY_SERVICE_SID=$/m.test(before)) {
      writeFileSync(
        functionsEnv,
        before.replace(/^TWILIO_VERIFY_SERVICE_SID=$/m, `TWILIO_VERIFY_SERVICE_SID=${verifySid}`),
      );
      line('done', 'functions settings', `wrote TWILIO_VERIFY_SERVICE_SID into functions/.env.${projectId}`);
    } else {
      line('already', 'functions settings', `functions/.env.${projectId} exists (left as it is)`);
      if (verifySid && !new RegExp(`^TWILIO_VERIFY_SERVICE_SID=${verifySid}$`, 'm').test(before)) {
        byHand.push(`Put TWILIO_VERIFY_SERVICE_SID=${verifySid} in functions/.env.${projectId}.`);
      }
    }
  } else {
    mkdirSync(dirname(functionsEnv), { recursive: true });
    writeFileSync(functionsEnv, functionsSettings(declaredSettings(repo), sid, verifySid));
    line('done', 'functions settings', `wrote functions/.env.${projectId}`);
  }
  const written = readFileSync(functionsEnv, 'utf8');
  // TEXTING left out means 'verify' on a live site.
  const messaging = /^TEXTING=messaging$/m.test(written);
  if (
    messaging &&
    !/^TWILIO_MESSAGING_SERVICE_SID=MG[0-9a-f]{32}$/im.test(written) &&
    !/^TWILIO_FROM=\+\d+$/m.test(written)
  ) {
    byHand.push(
      `Put your Messaging Service SID in functions/.env.${projectId} (TWILIO_MESSAGING_SERVICE_SID=MG...), or run this again with --messaging-service MG...`,
    );
  }
  if (!/^EMAIL_FROM=.*@/m.test(written)) {
    byHand.push(
      `Put the address emails come from in functions/.env.${projectId} (EMAIL_FROM=Grace & Daniel <rsvp@your-domain>), as your email provider verified it: docs/email.md.`,
    );
  }

  // The Twilio and email secrets (Secret Manager)
  for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'SMTP_URL']) {
    if (!on.has('secretmanager.googleapis.com')) {
      line('skipped', name, 'waits for the APIs');
      continue;
    }
    const exists = await gcloud('secrets', 'describe', name, '--format=value(name)');
    if (exists.code === 0) {
      line('already', name, 'stored in Secret Manager');
      continue;
    }
    const value = env[name]?.trim();
    if (!value) {
      line('skipped', name, 'not given');
      byHand.push(
        `Store ${name} (${name === 'SMTP_URL' ? "your email provider's SMTP address, smtps://user:password@host:465" : 'Twilio Console > Account Info'}): \`npx firebase functions:secrets:set ${name} --project ${projectId}\`, or run this again with ${name}=... in the environment.`,
      );
      continue;
    }
    const stored = await firebaseJson(['functions:secrets:set', name, '--data-file', '-'], value);
    line(
      stored.json.status === 'success' ? 'done' : 'failed',
      name,
      stored.json.status === 'success' ? 'stored in Secret Manager' : (stored.json.error ?? firstLine(stored.stderr)),
    );
  }

  log('');
  log('Left to do by hand:');
  for (const step of [
    ...byHand,
    'Authentication: Firebase console > Build > Authentication > Get started (no provider needed).',
    messaging
      ? 'Twilio: upgrade from trial, buy a number, create the Messaging Service, and register it (A2P 10DLC or toll-free verification, for a business such as a planner): docs/going-live.md.'
      : 'Twilio: upgrade from trial (Verify sends the sign-in codes; no number to buy or register): docs/going-live.md.',
    `Then: npm run deploy -- --project ${projectId}, and the console's health check (Overview) all green before texting a guest.`,
  ]) {
    log(`  - ${step}`);
  }
  return failures;
}

/** A JSON value as Firestore's REST API writes it (https://firebase.google.com/docs/firestore/reference/rest/v1/Value). */
function firestoreValue(value: unknown): Record<string, unknown> {
  if (value === null) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(firestoreValue) } };
  return { mapValue: { fields: firestoreFields(value as Record<string, unknown>) } };
}
const firestoreFields = (object: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(object)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, firestoreValue(value)]),
  );

/**
 * Creates site/content (contract/site-content-defaults.ts: the file's content at version 0) through
 * Firestore's REST API, as the signed-in gcloud account; a document that exists is left as it is (Firestore
 * refuses the create with ALREADY_EXISTS), so the couple's saved content is never overwritten.
 */
export async function createStartingContent(
  projectId: string,
  firestoreUrl = 'https://firestore.googleapis.com',
  accessToken: () => Promise<{ code: number; stdout: string; stderr: string }>,
): Promise<{ outcome: Outcome; note: string }> {
  const token = await accessToken();
  if (token.code !== 0 || !token.stdout.trim()) {
    return { outcome: 'failed', note: `gcloud gave no access token: ${token.stderr.trim().split('\n').at(-1) ?? ''}` };
  }
  const documents = `${firestoreUrl.replace(/\/$/, '')}/v1/projects/${encodeURIComponent(projectId)}/databases/(default)/documents`;
  try {
    const response = await fetch(`${documents}/site?documentId=content`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token.stdout.trim()}`,
        'Content-Type': 'application/json',
        'x-goog-user-project': projectId,
      },
      body: JSON.stringify({ fields: firestoreFields(startingContent()) }),
      signal: AbortSignal.timeout(30_000),
    });
    if (response.ok) return { outcome: 'done', note: 'wrote site/content from wedding.config.ts (version 0)' };
    const answer = (await response.json().catch(() => ({}))) as { error?: { status?: string; message?: string } };
    if (answer.error?.status === 'ALREADY_EXISTS') {
      return { outcome: 'already', note: 'site/content exists (left as it is: the console edits it)' };
    }
    return {
      outcome: 'failed',
      note: `Firestore answered HTTP ${response.status}${answer.error?.message ? ` (${answer.error.message.slice(0, 200)})` : ''}`,
    };
  } catch {
    return { outcome: 'failed', note: `Firestore did not answer at ${firestoreUrl}` };
  }
}

/** The couple's title in wedding.config.ts (the Verify service's friendly name, at most 32 characters). */
async function coupleTitle(root: string): Promise<string> {
  const file = existsSync(join(root, 'wedding.config.ts')) ? root : repo;
  const { wedding } = (await import(pathToFileURL(join(file, 'wedding.config.ts')).href)) as {
    wedding: { couple: { title: string } };
  };
  return wedding.couple.title;
}

/**
 * Creates the Verify service as Twilio's API defines it: POST /v2/Services, form FriendlyName and
 * CodeLength=6, Basic auth with the account SID and token. `given`: whether credentials were given.
 */
export async function createVerifyService(
  env: Record<string, string | undefined>,
  baseUrl = 'https://verify.twilio.com',
  title: string,
): Promise<{ sid: string } | { reason: string; given: boolean }> {
  const accountSid = env.TWILIO_ACCOUNT_SID?.trim();
  const authToken = env.TWILIO_AUTH_TOKEN?.trim();
  if (!accountSid || !authToken) return { reason: 'no Twilio credentials given', given: false };
  try {
    const response = await fetch(`${baseUrl.replace(/\/$/, '')}/v2/Services`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ FriendlyName: title.slice(0, 32), CodeLength: '6' }),
      signal: AbortSignal.timeout(15_000),
    });
    const answer = (await response.json().catch(() => ({}))) as { sid?: string; code?: number; message?: string };
    if (response.status === 201 && /^VA[0-9a-f]{32}$/.test(answer.sid ?? '')) return { sid: answer.sid! };
    return {
      reason: `Twilio answered HTTP ${response.status}${answer.code ? ` (error ${answer.code}: ${answer.message ?? ''})` : ''}`,
      given: true,
    };
  } catch {
    return { reason: `Twilio Verify did not answer at ${baseUrl}`, given: true };
  }
}

async function main() {
  const args = process.argv.slice(2);
  const projectId = projectFromArgs(args);
  if (!projectId || projectId.startsWith('demo-')) {
    console.error(
      'Usage: npm run setup -- --project <your-project-id> [--verify-service VA...] [--messaging-service MG...]',
    );
    process.exit(1);
  }
  const flag = (name: string) => {
    const index = args.indexOf(name);
    return index >= 0 ? args[index + 1] : args.find((arg) => arg.startsWith(`${name}=`))?.split('=')[1];
  };
  const failures = await setup({
    projectId,
    root: flag('--root') ?? repo,
    messagingServiceSid: flag('--messaging-service'),
    verifyServiceSid: flag('--verify-service'),
  });
  process.exit(failures ? 1 : 0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
