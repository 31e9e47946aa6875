// The checks `npm run deploy` makes before it builds anything: each problem is one line saying what to
// fix; any problem stops the deploy. They read the same files, with the same code, as the build and
// firebase-tools will (Vite's loadEnv, firebase-tools' .env loader and runtime table).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadEnv } from 'vite';
import { productionSettingsProblems } from '../../web/vite-plugins/build-settings';

const require = createRequire(import.meta.url);
const { loadUserEnvs } = require('firebase-tools/lib/functions/env.js');
const { getRuntimeChoice } = require('firebase-tools/lib/deploy/functions/runtimes/node/parseRuntimeAndValidateSDK.js');
type RuntimeSupport = { friendly: string; status: string; deprecationDate: string; decommissionDate: string };
const { RUNTIMES: TOOLS_RUNTIMES } = require('firebase-tools/lib/deploy/functions/runtimes/supported/index.js') as {
  RUNTIMES: Record<string, RuntimeSupport>;
};
/**
 * Where Google's published schedule differs from the table firebase-tools carries (14.27.0 and 15.34.2 both
 * give Node.js 22 a decommission date of 2028-10-31; Cloud Run functions' runtime support page says 2027-10-31,
 * read 2026-11-27). Google's date wins; firebase-tools' table stays the source for every other runtime.
 */
const GOOGLE_SCHEDULE: Record<string, Partial<RuntimeSupport>> = { nodejs22: { decommissionDate: '2027-10-31' } };
const RUNTIMES: Record<string, RuntimeSupport> = Object.fromEntries(
  Object.entries(TOOLS_RUNTIMES).map(([name, support]) => [name, { ...support, ...GOOGLE_SCHEDULE[name] }]),
);

/** The demo's address in wedding.config.ts; a real site has its own. */
const DEMO_SITE_URL = 'https://demo-wedding.web.app';

const messagingServiceSid = /^MG[0-9a-f]{32}$/i;
const e164 = /^\+[1-9]\d{6,14}$/;

/** Web settings as the production build will read them (web/.env, .env.production, their .local files). */
function webProblems(root: string, projectId: string): string[] {
  const settings = loadEnv('production', join(root, 'web'), 'VITE_');
  const problems = productionSettingsProblems(settings);
  const webProject = settings.VITE_FIREBASE_PROJECT_ID?.trim();
  if (webProject && webProject !== projectId) {
    problems.push(
      `VITE_FIREBASE_PROJECT_ID is '${webProject}' but you are deploying to '${projectId}': the site would sign guests in to another project`,
    );
  }
  return problems;
}

/**
 * The names of the settings the functions declare (defineString, defineInt, ...; secrets apart), read
 * from their source. `firebase deploy --non-interactive` stops when any is missing from the env files,
 * even one with a default.
 */
export function declaredSettings(root: string): string[] {
  const names = new Set<string>();
  for (const entry of readdirSync(join(root, 'functions', 'src'), { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.ts') || entry.endsWith('.test.ts')) continue;
    const text = readFileSync(join(root, 'functions', 'src', entry), 'utf8');
    for (const match of text.matchAll(/\bdefine(?:String|Int|Boolean|Float|List)\(\s*['"]([A-Z0-9_]+)['"]/g)) {
      names.add(match[1]!);
    }
  }
  return [...names].sort();
}

/** The functions' settings as `firebase deploy` will load them: functions/.env, then functions/.env.<id>. */
function functionsProblems(root: string, projectId: string): string[] {
  const source = join(root, 'functions');
  if (!existsSync(join(source, `.env.${projectId}`))) {
    return [
      `functions/.env.${projectId} is missing: it holds SMS_PROVIDER=twilio and the Twilio sender (see docs/going-live.md)`,
    ];
  }
  let envs: Record<string, string>;
  try {
    envs = loadUserEnvs({ functionsSource: source, projectId, isEmulator: false });
  } catch (error) {
    const children = (error as { children?: Error[] }).children ?? [];
    return [
      `functions/.env.${projectId} cannot be read: ${[error, ...children].map((e) => (e as Error).message).join('; ')}`,
    ];
  }
  const problems: string[] = [];
  const missing = declaredSettings(root).filter((name) => !(name in envs));
  if (missing.length > 0) {
    problems.push(
      `functions/.env.${projectId} lacks ${missing.join(', ')}: firebase deploy stops without them; copy the lines from docs/going-live.md`,
    );
  }
  if (envs.SMS_PROVIDER !== 'twilio') {
    problems.push(
      `SMS_PROVIDER is '${envs.SMS_PROVIDER ?? ''}' in functions/.env.${projectId}: it must be 'twilio' (the outbox only works in the emulator)`,
    );
  }
  // TEXTING: 'verify', the default, needs the Verify service and no sender number.
  const texting = envs.TEXTING?.trim() || 'verify';
  const verifySid = envs.TWILIO_VERIFY_SERVICE_SID?.trim() ?? '';
  if (texting !== 'verify' && texting !== 'messaging') {
    problems.push(`TEXTING '${texting}' in functions/.env.${projectId} must be verify or messaging`);
  }
  if (texting === 'verify' && !verifySid) {
    problems.push(
      `TEXTING is verify (the default) but functions/.env.${projectId} has no TWILIO_VERIFY_SERVICE_SID: run npm run setup, which creates the Verify service (or set TEXTING=messaging to text from a registered Messaging Service)`,
    );
  }
  if (verifySid && !/^VA[0-9a-f]{32}$/.test(verifySid)) {
    problems.push(`TWILIO_VERIFY_SERVICE_SID '${verifySid}' is not a Verify service SID (VA and 32 hex digits)`);
  }
  if (texting !== 'messaging') return problems;
  const service = envs.TWILIO_MESSAGING_SERVICE_SID?.trim() ?? '';
  const from = envs.TWILIO_FROM?.trim() ?? '';
  if (!service && !from) {
    problems.push(
      `no Twilio sender in functions/.env.${projectId}: set TWILIO_MESSAGING_SERVICE_SID=MG... (or TWILIO_FROM=+1...)`,
    );
  }
  if (service && !messagingServiceSid.test(service)) {
    problems.push(`TWILIO_MESSAGING_SERVICE_SID '${service}' is not a Messaging Service SID (MG and 32 hex digits)`);
  }
  if (!service && from && !e164.test(from)) {
    problems.push(`TWILIO_FROM '${from}' is not a phone number in E.164 form (+15551234567)`);
  }
  return problems;
}

/** The couple's own address must be in wedding.config.ts: the texts link to it. */
async function siteUrlProblems(root: string): Promise<string[]> {
  const { wedding } = (await import(pathToFileURL(join(root, 'wedding.config.ts')).href)) as {
    wedding: { siteUrl: string };
  };
  return wedding.siteUrl.replace(/\/$/, '') === DEMO_SITE_URL
    ? [`siteUrl in wedding.config.ts is still the demo's (${DEMO_SITE_URL}): the texts would send guests there`]
    : [];
}

/** The oldest Node.js major that Cloud Functions has not deprecated at `now`: the smallest move. */
function supportedNode(now: Date) {
  const current = Object.entries(RUNTIMES)
    .filter(([name, support]) => /^nodejs\d+$/.test(name) && now < new Date(support.deprecationDate))
    .map(([name]) => Number(name.slice('nodejs'.length)));
  return current.length > 0 ? String(Math.min(...current)) : '24';
}

/** The functions runtime (firebase.json's `runtime`, else functions/package.json engines.node), by firebase-tools' own table. */
export function runtimeProblems(root: string, now = new Date()): string[] {
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as {
    functions?: { runtime?: string }[];
  };
  let runtime: string;
  try {
    runtime = getRuntimeChoice(join(root, 'functions'), config.functions?.[0]?.runtime);
  } catch (error) {
    return [`the functions runtime cannot be found: ${(error as Error).message.trim()}`];
  }
  const support = RUNTIMES[runtime];
  if (!support) return [`the functions runtime '${runtime}' is not one Cloud Functions offers`];
  const fix = `set "engines": { "node": "${supportedNode(now)}" } in functions/package.json`;
  if (support.status === 'decommissioned' || now >= new Date(support.decommissionDate)) {
    return [
      `the functions run on ${support.friendly}, which Cloud Functions decommissioned on ${support.decommissionDate}: ${fix}`,
    ];
  }
  if (support.status === 'deprecated' || now >= new Date(support.deprecationDate)) {
    return [
      `the functions run on ${support.friendly}, deprecated since ${support.deprecationDate} (decommissioned ${support.decommissionDate}): ${fix}`,
    ];
  }
  return [];
}

/**
 * `firebase deploy` needs a signed-in CLI; without one it fails only after the whole build. A token or a
 * service account key in the environment (CI) signs it in too.
 */
export function loginProblems(firebaseBin: string, env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.FIREBASE_TOKEN || env.GOOGLE_APPLICATION_CREDENTIALS) return [];
  const answer = spawnSync(firebaseBin, ['login:list', '--json'], { encoding: 'utf8', env });
  let accounts: unknown;
  try {
    accounts = (JSON.parse(answer.stdout) as { result?: unknown }).result;
  } catch {
    accounts = undefined;
  }
  if (answer.error) return [`the firebase CLI cannot be run (${answer.error.message}): run \`npm install\` first`];
  return Array.isArray(accounts) && accounts.length > 0
    ? []
    : ['the firebase CLI is not signed in: run `npx firebase login` with the Google account that owns the project'];
}

/** Every problem that must be fixed before deploying to `projectId`; empty when there is none. */
export async function preflight(root: string, projectId: string | undefined, now = new Date()): Promise<string[]> {
  if (!projectId) return ['no project: run `npm run deploy -- --project <your-firebase-project-id>`'];
  if (projectId.startsWith('demo-'))
    return [`'${projectId}' is an emulator-only project id: deploy to your Firebase project`];
  return [
    ...webProblems(root, projectId),
    ...functionsProblems(root, projectId),
    ...(await siteUrlProblems(root)),
    ...runtimeProblems(root, now),
  ];
}
