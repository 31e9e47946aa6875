import type { HealthCheck, HealthReport } from '@contract/health';
import { checkTasks, checkTokenSigning } from './google-checks';
import { checkTwilioAccount, checkTwilioWebhooks, lookupTwilioAccount, type TwilioLookup } from './twilio-checks';
import { checkVerifyService, textingCheck, type VerifyLookup } from './verify-checks';
import { EMULATOR_SMTP_URL } from '../email/settings';

/** The demo's address in wedding.config.ts (the deploy's preflight refuses it too). */
const DEMO_SITE_URL = 'https://demo-wedding.web.app';

/** siteUrl is the address guests open, texts link to and Twilio signs: https, not the demo's, the one in use. */
export function siteUrlCheck(input: {
  siteUrl: string;
  configured: string;
  emulator: boolean;
  forwardedHost?: string;
}): HealthCheck {
  const id = 'site-url';
  const fix = 'Set siteUrl in wedding.config.ts and run `npm run deploy -- --project <project-id>` again.';
  if (input.emulator) {
    return {
      id,
      ok: true,
      detail: `Under the emulator the site is ${input.siteUrl}; the live site will use ${input.configured}.`,
    };
  }
  if (!URL.canParse(input.configured))
    return { id, ok: false, detail: `siteUrl (${input.configured}) is not an address. ${fix}` };
  const url = new URL(input.configured);
  if (url.protocol !== 'https:')
    return { id, ok: false, detail: `siteUrl (${input.configured}) must start with https://. ${fix}` };
  if (url.origin === DEMO_SITE_URL)
    return { id, ok: false, detail: `siteUrl is still the demo's (${DEMO_SITE_URL}). ${fix}` };
  if (url.pathname !== '/' || url.search)
    return { id, ok: false, detail: `siteUrl (${input.configured}) must be the address alone, no path. ${fix}` };
  const host = input.forwardedHost?.split(',')[0]?.trim().toLowerCase();
  if (host && host !== url.host.toLowerCase()) {
    return {
      id,
      ok: false,
      detail: `You opened the console at ${host}, but siteUrl is ${url.origin}: texts link there and Twilio's signatures are checked against it. Use that address, or set siteUrl to https://${host} and deploy again.`,
    };
  }
  return { id, ok: true, detail: `Texts link to ${url.origin}, and this request came through it.` };
}

/** The email sender's settings: the address it sends from and the SMTP server (a secret). */
export function emailCheck(env: Record<string, string | undefined>, emulator = false): HealthCheck {
  // Under the emulator an empty setting has a working default: the launcher's local mail server (section 28).
  if (emulator) {
    return {
      id: 'email',
      ok: true,
      detail: `Under the emulator email goes to the launcher's local mail server (${env.SMTP_URL?.trim() || EMULATOR_SMTP_URL}) and is printed in the terminal.`,
    };
  }
  const missing = ['EMAIL_FROM', 'SMTP_URL'].filter((name) => !env[name]?.trim());
  if (missing.length === 0)
    return {
      id: 'email',
      ok: true,
      detail: `Email goes out from ${env.EMAIL_FROM} through the SMTP server in SMTP_URL.`,
    };
  const fixes = [
    ...(missing.includes('EMAIL_FROM')
      ? ['add EMAIL_FROM=<the address guests see> to functions/.env.<project-id>']
      : []),
    ...(missing.includes('SMTP_URL')
      ? [
          'store the SMTP server with `npx firebase functions:secrets:set SMTP_URL --project <project-id>` (smtps://user:password@host:465)',
        ]
      : []),
  ];
  return {
    id: 'email',
    ok: false,
    detail: `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set: ${fixes.join(', and ')}; then deploy again.`,
  };
}

export type HealthInput = {
  emulator: boolean;
  projectId: string;
  /** The address the site runs at (the Hosting emulator's under the emulator) and the one configured. */
  siteUrl: string;
  configuredSiteUrl: string;
  /** Twilio's settings, or null when texts go to the emulator's outbox. */
  twilio: TwilioLookup | null;
  tasks: { location: string; functionName: string };
  clientAddress: HealthCheck;
  /** Whether scheduled texts start when due (read from Firestore by the caller). */
  scheduledTexts: HealthCheck;
  forwardedHost?: string;
  env: Record<string, string | undefined>;
  /** TEXTING and the Verify service (null when codes are not sent through Verify); absent: as before. */
  texting?: { mode: string; verify: VerifyLookup | null };
};

const verifyModeNote: HealthCheck = {
  id: 'twilio-webhooks',
  ok: true,
  detail: 'Not checked with TEXTING=verify: no text goes from a Messaging Service or number, so none needs webhooks.',
};

const outboxNote = (id: 'twilio-account' | 'twilio-webhooks'): HealthCheck => ({
  id,
  ok: true,
  detail: 'Under the emulator texts go to the outbox (SMS_PROVIDER=outbox) and Twilio is not called.',
});

/** Every check, run side by side; each one reports its own failure instead of throwing. */
export async function runHealthChecks(input: HealthInput): Promise<HealthReport> {
  const verifyMode = input.texting?.mode === 'verify';
  const twilio = input.twilio;
  // One lookup of the account: its line, and the Verify line's trial check.
  const twilioAccount = twilio ? lookupTwilioAccount(twilio) : Promise.resolve(null);
  const [tokenSigning, tasks, account, webhooks, verify] = await Promise.all([
    checkTokenSigning(input.emulator),
    checkTasks({ emulator: input.emulator, projectId: input.projectId, ...input.tasks }),
    twilio ? twilioAccount.then((answer) => checkTwilioAccount(twilio, answer)) : outboxNote('twilio-account'),
    // With TEXTING=verify the Messaging Service checks are not run and do not count against the site.
    verifyMode
      ? verifyModeNote
      : input.twilio
        ? checkTwilioWebhooks(input.twilio, input.siteUrl)
        : outboxNote('twilio-webhooks'),
    input.texting ? twilioAccount.then((answer) => checkVerifyService(input.texting!.verify, answer)) : null,
  ]);
  return {
    checks: [
      tokenSigning,
      tasks,
      account,
      webhooks,
      siteUrlCheck({
        siteUrl: input.siteUrl,
        configured: input.configuredSiteUrl,
        emulator: input.emulator,
        forwardedHost: input.forwardedHost,
      }),
      input.clientAddress,
      emailCheck(input.env, input.emulator),
      input.scheduledTexts,
      ...(input.texting ? [textingCheck(input.texting.mode, input.texting.verify?.serviceSid ?? ''), verify!] : []),
    ],
  };
}
