import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { declaredSettings, preflight, runtimeProblems } from './preflight';

// Each test writes a small checkout that is ready to deploy, breaks one thing, and expects exactly the
// line that names it. The files are read by the real loaders (Vite's, firebase-tools').
const project = 'grace-and-daniel';
const ready: Record<string, string> = {
  'web/.env.production.local': [
    'VITE_FIREBASE_API_KEY=AIzaSyExample',
    `VITE_FIREBASE_AUTH_DOMAIN=${project}.firebaseapp.com`,
    `VITE_FIREBASE_PROJECT_ID=${project}`,
    'VITE_FIREBASE_APP_ID=1:1234:web:abcd',
  ].join('\n'),
  [`functions/.env.${project}`]: [
    'SMS_PROVIDER=twilio',
    'TWILIO_MESSAGING_SERVICE_SID=MG0123456789abcdef0123456789abcdef  # the wedding service',
    'TWILIO_FROM=',
  ].join('\n'),
  // firebase deploy reads functions/.env for every project, then functions/.env.<id>.
  // These checkouts text from a Messaging Service (TEXTING=messaging); the verify ones say so.
  'functions/.env': 'SMS_PER_SECOND=1\nTEXTING=messaging\n',
  'functions/src/settings.ts': [
    "const provider = defineString('SMS_PROVIDER', { default: 'outbox' });",
    "const token = defineSecret('TWILIO_AUTH_TOKEN');",
  ].join('\n'),
  'functions/src/rate.ts': "export const perSecond = defineInt(\n  'SMS_PER_SECOND',\n  { default: 1 },\n);\n",
  'functions/src/rate.test.ts': "defineInt('ONLY_IN_A_TEST');\n",
  'functions/package.json': JSON.stringify({ name: 'functions', engines: { node: '24' } }),
  'firebase.json': JSON.stringify({ functions: [{ source: 'functions' }] }),
  'wedding.config.ts': `export const wedding = { siteUrl: 'https://${project}.web.app' };\n`,
};

const checkouts: string[] = [];
afterEach(() => checkouts.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A checkout with `ready`'s files, changed by `changes` (a null removes the file). */
function checkout(changes: Record<string, string | null> = {}) {
  const root = mkdtempSync(join(tmpdir(), 'preflight-'));
  checkouts.push(root);
  for (const [file, text] of Object.entries({ ...ready, ...changes })) {
    if (text === null) continue;
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

const withLine = (file: string, from: string, to: string) => ({ [file]: (ready[file] ?? '').replace(from, to) });
const webEnv = 'web/.env.production.local';
const functionsEnv = `functions/.env.${project}`;

describe('the deploy preflight', () => {
  it('passes a checkout that is ready', async () => {
    expect(await preflight(checkout(), project)).toEqual([]);
  });

  it('refuses env files that lack a setting the functions declare, naming each (secrets apart)', async () => {
    const root = checkout({ 'functions/.env': null, [functionsEnv]: 'TEXTING=messaging\nTWILIO_FROM=+13055550000\n' });
    expect(await preflight(root, project)).toEqual([
      `functions/.env.${project} lacks SMS_PER_SECOND, SMS_PROVIDER: firebase deploy stops without them; copy the lines from docs/going-live.md`,
      `SMS_PROVIDER is '' in functions/.env.${project}: it must be 'twilio' (the outbox only works in the emulator)`,
    ]);
  });

  it("finds every setting of this project's functions, and the emulator's env file sets each", () => {
    const root = join(import.meta.dirname, '..', '..');
    const declared = declaredSettings(root);
    expect(declared).toEqual(expect.arrayContaining(['SMS_PROVIDER', 'SMS_PER_SECOND', 'TRUSTED_PROXY_HOPS']));
    const emulatorEnv = readFileSync(join(root, 'functions', '.env.local'), 'utf8');
    const set = [...emulatorEnv.matchAll(/^([A-Z0-9_]+)=/gm)].map((match) => match[1]);
    expect(set.sort()).toEqual(declared);
  });

  it('accepts a From number instead of a Messaging Service', async () => {
    const root = checkout({ [functionsEnv]: 'SMS_PROVIDER=twilio\nTWILIO_FROM=+13055550000\n' });
    expect(await preflight(root, project)).toEqual([]);
  });

  it('refuses to run without a project, or on an emulator project', async () => {
    expect(await preflight(checkout(), undefined)).toEqual([
      'no project: run `npm run deploy -- --project <your-firebase-project-id>`',
    ]);
    expect(await preflight(checkout(), 'demo-wedding')).toEqual([
      "'demo-wedding' is an emulator-only project id: deploy to your Firebase project",
    ]);
  });

  it('names each missing web setting', async () => {
    const root = checkout({ [webEnv]: `VITE_FIREBASE_PROJECT_ID=${project}\nVITE_FIREBASE_API_KEY=AIzaSyExample\n` });
    expect(await preflight(root, project)).toEqual([
      expect.stringMatching(/^VITE_FIREBASE_AUTH_DOMAIN is missing: put it in web\/\.env\.production\.local/),
      expect.stringMatching(/^VITE_FIREBASE_APP_ID is missing/),
    ]);
  });

  it('refuses web settings with no file at all', async () => {
    expect(await preflight(checkout({ [webEnv]: null }), project)).toHaveLength(4);
  });

  it('refuses web settings for another project', async () => {
    const root = checkout(
      withLine(webEnv, `VITE_FIREBASE_PROJECT_ID=${project}`, 'VITE_FIREBASE_PROJECT_ID=someone-else'),
    );
    expect(await preflight(root, project)).toEqual([
      `VITE_FIREBASE_PROJECT_ID is 'someone-else' but you are deploying to '${project}': the site would sign guests in to another project`,
    ]);
  });

  it('refuses emulator settings in the production web settings', async () => {
    const root = checkout({ [webEnv]: `${ready[webEnv]}\nVITE_USE_EMULATORS=true\n` });
    expect(await preflight(root, project)).toEqual([
      'VITE_USE_EMULATORS is an emulator setting: remove it from the production settings',
    ]);
  });

  it('refuses a project without functions/.env.<id>', async () => {
    expect(await preflight(checkout({ [functionsEnv]: null }), project)).toEqual([
      `functions/.env.${project} is missing: it holds SMS_PROVIDER=twilio and the Twilio sender (see docs/going-live.md)`,
    ]);
  });

  it.each([
    ['outbox', 'SMS_PROVIDER=outbox'],
    ['', 'SMS_PROVIDER='],
  ])("refuses SMS_PROVIDER '%s'", async (value, line) => {
    const root = checkout(withLine(functionsEnv, 'SMS_PROVIDER=twilio', line));
    expect(await preflight(root, project)).toEqual([
      `SMS_PROVIDER is '${value}' in functions/.env.${project}: it must be 'twilio' (the outbox only works in the emulator)`,
    ]);
  });

  it('reads functions/.env too, as firebase deploy does, with .env.<id> winning', async () => {
    const root = checkout({
      'functions/.env': 'SMS_PROVIDER=outbox\nSMS_PER_SECOND=1\nTEXTING=messaging\n',
      [functionsEnv]: 'TWILIO_FROM=+13055550000\n',
    });
    expect(await preflight(root, project)).toEqual([expect.stringMatching(/^SMS_PROVIDER is 'outbox'/)]);
  });

  it('with TEXTING=verify (the default) asks for the Verify service, not a sender', async () => {
    const verifyOnly = (env: string) => checkout({ 'functions/.env': 'SMS_PER_SECOND=1\n', [functionsEnv]: env });
    const sid = `VA${'0123456789abcdef'.repeat(2)}`;
    expect(await preflight(verifyOnly(`SMS_PROVIDER=twilio\nTWILIO_VERIFY_SERVICE_SID=${sid}\n`), project)).toEqual([]);
    expect(await preflight(verifyOnly('SMS_PROVIDER=twilio\nTEXTING=verify\n'), project)).toEqual([
      `TEXTING is verify (the default) but functions/.env.${project} has no TWILIO_VERIFY_SERVICE_SID: run npm run setup, which creates the Verify service (or set TEXTING=messaging to text from a registered Messaging Service)`,
    ]);
    expect(await preflight(verifyOnly('SMS_PROVIDER=twilio\nTWILIO_VERIFY_SERVICE_SID=VA12\n'), project)).toEqual([
      "TWILIO_VERIFY_SERVICE_SID 'VA12' is not a Verify service SID (VA and 32 hex digits)",
    ]);
    expect(
      await preflight(verifyOnly(`SMS_PROVIDER=twilio\nTEXTING=sms\nTWILIO_VERIFY_SERVICE_SID=${sid}\n`), project),
    ).toEqual([`TEXTING 'sms' in functions/.env.${project} must be verify or messaging`]);
  });

  it('refuses a project with no Twilio sender', async () => {
    const root = checkout({ [functionsEnv]: 'SMS_PROVIDER=twilio\nTWILIO_MESSAGING_SERVICE_SID=\nTWILIO_FROM=\n' });
    expect(await preflight(root, project)).toEqual([
      `no Twilio sender in functions/.env.${project}: set TWILIO_MESSAGING_SERVICE_SID=MG... (or TWILIO_FROM=+1...)`,
    ]);
  });

  it('refuses a sender that is not a Messaging Service SID or a phone number', async () => {
    const service = checkout({ [functionsEnv]: 'SMS_PROVIDER=twilio\nTWILIO_MESSAGING_SERVICE_SID=MG...\n' });
    expect(await preflight(service, project)).toEqual([
      "TWILIO_MESSAGING_SERVICE_SID 'MG...' is not a Messaging Service SID (MG and 32 hex digits)",
    ]);
    const from = checkout({ [functionsEnv]: 'SMS_PROVIDER=twilio\nTWILIO_FROM=(305) 555-0000\n' });
    expect(await preflight(from, project)).toEqual([
      "TWILIO_FROM '(305) 555-0000' is not a phone number in E.164 form (+15551234567)",
    ]);
  });

  it('refuses a functions env file firebase-tools cannot read', async () => {
    const root = checkout({ [functionsEnv]: `${ready[functionsEnv]}\nthis line is not a setting\n` });
    expect(await preflight(root, project)).toEqual([
      expect.stringMatching(new RegExp(`^functions/\\.env\\.${project} cannot be read: .*this line is not a setting`)),
    ]);
  });

  it("refuses the demo's siteUrl", async () => {
    const root = checkout({
      'wedding.config.ts': "export const wedding = { siteUrl: 'https://demo-wedding.web.app/' };\n",
    });
    expect(await preflight(root, project)).toEqual([
      "siteUrl in wedding.config.ts is still the demo's (https://demo-wedding.web.app): the texts would send guests there",
    ]);
  });

  it('refuses a runtime that Cloud Functions decommissioned (Node.js 20, since 2026-10-30)', async () => {
    const root = checkout({ 'functions/package.json': JSON.stringify({ engines: { node: '20' } }) });
    expect(await preflight(root, project, new Date('2026-11-21'))).toEqual([
      'the functions run on Node.js 20, which Cloud Functions decommissioned on 2026-10-30: set "engines": { "node": "22" } in functions/package.json',
    ]);
  });

  it('refuses a deprecated runtime, from firebase-tools’ own dates', async () => {
    const root = checkout({ 'functions/package.json': JSON.stringify({ engines: { node: '20' } }) });
    expect(await preflight(root, project, new Date('2026-06-01'))).toEqual([
      'the functions run on Node.js 20, deprecated since 2026-04-30 (decommissioned 2026-10-30): set "engines": { "node": "22" } in functions/package.json',
    ]);
    const node22 = checkout({ 'functions/package.json': JSON.stringify({ engines: { node: '22' } }) });
    expect(await preflight(node22, project, new Date('2027-05-01'))).toEqual([
      'the functions run on Node.js 22, deprecated since 2027-04-30 (decommissioned 2027-10-31): set "engines": { "node": "24" } in functions/package.json',
    ]);
    // Google's decommission date for Node.js 22, not the later one firebase-tools' table carries.
    expect(await preflight(node22, project, new Date('2027-11-01'))).toEqual([
      'the functions run on Node.js 22, which Cloud Functions decommissioned on 2027-10-31: set "engines": { "node": "24" } in functions/package.json',
    ]);
  });

  it("passes this repository's own runtime (Node.js 24) until Cloud Functions deprecates it on 2028-04-30", () => {
    const repository = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
    expect(runtimeProblems(repository, new Date('2027-11-01'))).toEqual([]);
    expect(runtimeProblems(repository, new Date('2028-04-29'))).toEqual([]);
    expect(runtimeProblems(repository, new Date('2028-05-01'))).toEqual([
      expect.stringMatching(/^the functions run on Node\.js 24, deprecated since 2028-04-30 /),
    ]);
  });

  it("follows firebase.json's runtime over engines, and refuses no runtime at all", async () => {
    const pinned = checkout({
      'firebase.json': JSON.stringify({ functions: [{ source: 'functions', runtime: 'nodejs18' }] }),
    });
    expect(await preflight(pinned, project)).toEqual([
      expect.stringMatching(/^the functions run on Node\.js 18, which Cloud Functions decommissioned/),
    ]);
    const none = checkout({ 'functions/package.json': JSON.stringify({ name: 'functions' }) });
    expect(await preflight(none, project)).toEqual([
      expect.stringMatching(/^the functions runtime cannot be found: `runtime` field is required/),
    ]);
  });

  it('lists every problem at once', async () => {
    const root = checkout({
      [webEnv]: null,
      [functionsEnv]: 'SMS_PROVIDER=outbox\n',
      'wedding.config.ts': `export const wedding = { siteUrl: 'https://demo-wedding.web.app' };\n`,
    });
    expect(await preflight(root, project)).toHaveLength(4 + 2 + 1);
  });

  it('passes this checkout’s own runtime', async () => {
    const { runtimeProblems } = await import('./preflight');
    expect(runtimeProblems(join(import.meta.dirname, '..', '..'))).toEqual([]);
  });
});
