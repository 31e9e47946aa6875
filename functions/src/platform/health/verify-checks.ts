import type { HealthCheck } from '@contract/health';
import { isTrialAccount, UPGRADE_TRIAL, type TwilioAccount } from './twilio-checks';

export type VerifyLookup = { accountSid: string; authToken: string; serviceSid: string; baseUrl: string };

/** What TEXTING means for the couple, as one line of the health report. */
export function textingCheck(mode: string, verifyServiceSid: string): HealthCheck {
  const id = 'texting';
  if (mode === 'verify') {
    return {
      id,
      ok: true,
      detail:
        'TEXTING=verify: sign-in codes go by text and call through Twilio Verify (no registered number needed). The site sends no other texts: messages go by email, or from your own phone (Send from my phone).',
    };
  }
  if (mode === 'messaging') {
    const codes = verifyServiceSid ? 'through Twilio Verify' : 'from your Messaging Service or number';
    return {
      id,
      ok: true,
      detail: `TEXTING=messaging: every text goes from your registered Messaging Service or number (a business's registration; personal use is not eligible, Twilio 30532); sign-in codes go ${codes}.`,
    };
  }
  return {
    id,
    ok: false,
    detail: `TEXTING is "${mode}": set it to verify or messaging in functions/.env.<project-id>.`,
  };
}

/**
 * The Verify service exists on this account and makes 6-digit codes, and the account is not a trial (read
 * from the account line's lookup; null when Twilio was not asked, as under the emulator's outbox).
 */
export async function checkVerifyService(config: VerifyLookup | null, account: TwilioAccount): Promise<HealthCheck> {
  const id = 'verify';
  if (!config) {
    return {
      id,
      ok: true,
      detail: 'Not used: TEXTING=messaging without TWILIO_VERIFY_SERVICE_SID texts codes itself.',
    };
  }
  const setup =
    'Run `npm run setup` (it creates the service), or copy the SID (VA...) from Twilio Console > Verify > Services into TWILIO_VERIFY_SERVICE_SID in functions/.env.<project-id>, then deploy again.';
  let status: number;
  let body: Record<string, unknown>;
  try {
    const response = await fetch(
      `${config.baseUrl.replace(/\/$/, '')}/v2/Services/${encodeURIComponent(config.serviceSid)}`,
      {
        headers: {
          Authorization: `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`,
        },
        signal: AbortSignal.timeout(10_000),
      },
    );
    status = response.status;
    body = ((await response.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
  } catch {
    return {
      id,
      ok: false,
      detail: `Twilio Verify did not answer at ${config.baseUrl}. Check TWILIO_VERIFY_BASE_URL.`,
    };
  }
  if (status === 404) {
    return { id, ok: false, detail: `Twilio has no Verify service ${config.serviceSid} on this account. ${setup}` };
  }
  if (status !== 200) {
    return { id, ok: false, detail: `Twilio Verify answered HTTP ${status}. Fix the Twilio account line first.` };
  }
  if (body.code_length !== 6) {
    return {
      id,
      ok: false,
      detail: `The Verify service makes ${String(body.code_length)}-digit codes; the site asks for 6. In Twilio Console > Verify > Services > your service, set the code length to 6.`,
    };
  }
  const name = typeof body.friendly_name === 'string' ? ` "${body.friendly_name}"` : '';
  if (isTrialAccount(account)) {
    return {
      id,
      ok: false,
      detail: `The Verify service${name} (${config.serviceSid}) exists and makes 6-digit codes, but the Twilio account is a trial: Verify sends codes only to numbers verified in Twilio, so guests get none. ${UPGRADE_TRIAL}`,
    };
  }
  const paid = account?.status === 200 ? ', on an upgraded account (not a trial)' : '';
  return {
    id,
    ok: true,
    detail: `The Verify service${name} (${config.serviceSid}) exists and makes 6-digit codes${paid}.`,
  };
}
