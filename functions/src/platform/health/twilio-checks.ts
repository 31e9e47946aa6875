import type { HealthCheck } from '@contract/health';

export type TwilioLookup = {
  accountSid: string;
  authToken: string;
  messagingServiceSid: string;
  from: string;
  /** TWILIO_BASE_URL: https://api.twilio.com, or the tests' fake Twilio. */
  baseUrl: string;
};

/** Messaging Services live on their own host; a stand-in Twilio (any other base URL) answers both. */
function messagingBaseUrl(baseUrl: string): string {
  const base = baseUrl.replace(/\/$/, '');
  return base === 'https://api.twilio.com' ? 'https://messaging.twilio.com' : base;
}

type Answer = { status: number; body: Record<string, unknown> };
/** Twilio's answer to GET /2010-04-01/Accounts/{sid}.json, or null when Twilio did not answer. */
export type TwilioAccount = Answer | null;

async function twilioGet(config: TwilioLookup, url: string): Promise<Answer> {
  const response = await fetch(url, {
    headers: { Authorization: `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}` },
    signal: AbortSignal.timeout(10_000),
  });
  return {
    status: response.status,
    body: ((await response.json().catch(() => ({}))) ?? {}) as Record<string, unknown>,
  };
}

const setSecrets =
  'Copy the Account SID and Auth Token from the Twilio Console (Account Info) and run `npx firebase functions:secrets:set TWILIO_ACCOUNT_SID --project <project-id>` (and TWILIO_AUTH_TOKEN), then deploy again.';

/** Looks the account up once; the account line and the Verify line both read the answer. */
export async function lookupTwilioAccount(config: TwilioLookup): Promise<TwilioAccount> {
  try {
    return await twilioGet(
      config,
      `${config.baseUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}.json`,
    );
  } catch {
    return null;
  }
}

/** A trial account: it texts and calls only numbers verified in Twilio, and prefixes every text. */
export const isTrialAccount = (account: TwilioAccount) => account?.status === 200 && account.body.type === 'Trial';

/** How the couple leaves the trial, said the same way on every line that finds one. */
export const UPGRADE_TRIAL = 'Upgrade it in the Twilio Console (Admin > Account billing).';

/** The credentials work, and the account is a paid, active one (a trial account texts only verified numbers). */
export function checkTwilioAccount(config: TwilioLookup, answer: TwilioAccount): HealthCheck {
  const id = 'twilio-account';
  if (!answer) {
    return {
      id,
      ok: false,
      detail: `Twilio did not answer at ${config.baseUrl}. Check TWILIO_BASE_URL (https://api.twilio.com).`,
    };
  }
  if (answer.status === 401 || answer.status === 403 || answer.status === 404) {
    return {
      id,
      ok: false,
      detail: `Twilio refused the account SID and auth token (HTTP ${answer.status}). ${setSecrets}`,
    };
  }
  if (answer.status !== 200) {
    return {
      id,
      ok: false,
      detail: `Twilio answered HTTP ${answer.status}. Try again in a minute; if it stays, see status.twilio.com.`,
    };
  }
  const name = typeof answer.body.friendly_name === 'string' ? ` "${answer.body.friendly_name}"` : '';
  if (answer.body.status !== 'active') {
    return {
      id,
      ok: false,
      detail: `The Twilio account${name} is ${String(answer.body.status)}, not active. Sign in to the Twilio Console and settle the account (billing, or Twilio's support).`,
    };
  }
  if (isTrialAccount(answer)) {
    return {
      id,
      ok: false,
      detail: `The Twilio account${name} is a trial: it texts only numbers verified in Twilio and prefixes every text. ${UPGRADE_TRIAL}`,
    };
  }
  return { id, ok: true, detail: `The credentials work; the account${name} is active and upgraded.` };
}

/**
 * Inbound texts (STOP, HELP, replies) and delivery reports reach this site. Inside a Messaging Service a
 * number's own webhook is ignored (unless the service defers to it), so the service's settings are checked.
 */
export async function checkTwilioWebhooks(config: TwilioLookup, siteUrl: string): Promise<HealthCheck> {
  const id = 'twilio-webhooks';
  const inbound = `${siteUrl}/bcw/twilio/inbound`;
  const status = `${siteUrl}/bcw/twilio/status`;
  try {
    if (config.messagingServiceSid) {
      const answer = await twilioGet(
        config,
        `${messagingBaseUrl(config.baseUrl)}/v1/Services/${encodeURIComponent(config.messagingServiceSid)}`,
      );
      if (answer.status === 404) {
        return {
          id,
          ok: false,
          detail: `Twilio has no Messaging Service ${config.messagingServiceSid} on this account. Copy the SID (MG...) from Messaging > Services into TWILIO_MESSAGING_SERVICE_SID in functions/.env.<project-id> and deploy again.`,
        };
      }
      if (answer.status !== 200) {
        return {
          id,
          ok: false,
          detail: `Twilio answered HTTP ${answer.status} for the Messaging Service. Fix the Twilio account line first.`,
        };
      }
      const problems: string[] = [];
      if (answer.body.use_inbound_webhook_on_number === true) {
        problems.push(
          'the service defers incoming messages to each number\'s own webhook: in Integration choose "Send a webhook" instead',
        );
      }
      if (answer.body.inbound_request_url !== inbound) {
        problems.push(
          `its incoming-message URL is ${JSON.stringify(answer.body.inbound_request_url ?? '')}, not ${inbound}`,
        );
      } else if (String(answer.body.inbound_method ?? 'POST').toUpperCase() !== 'POST') {
        problems.push('its incoming-message method must be HTTP POST');
      }
      if (answer.body.status_callback !== status) {
        problems.push(
          `its delivery status callback is ${JSON.stringify(answer.body.status_callback ?? '')}, not ${status}`,
        );
      }
      if (problems.length) {
        return {
          id,
          ok: false,
          detail: `In Twilio > Messaging > Services > your service > Integration: ${problems.join('; ')}. Save, then check again.`,
        };
      }
      return {
        id,
        ok: true,
        detail: `The Messaging Service sends incoming texts to ${inbound} and delivery reports to ${status}.`,
      };
    }
    const answer = await twilioGet(
      config,
      `${config.baseUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/IncomingPhoneNumbers.json?PhoneNumber=${encodeURIComponent(config.from)}`,
    );
    const numbers = Array.isArray(answer.body.incoming_phone_numbers)
      ? (answer.body.incoming_phone_numbers as Record<string, unknown>[])
      : [];
    if (answer.status !== 200 || numbers.length === 0) {
      return {
        id,
        ok: false,
        detail: `Twilio has no number ${config.from} on this account. Set TWILIO_FROM in functions/.env.<project-id> to a number under Phone Numbers > Active numbers.`,
      };
    }
    if (numbers[0]!.sms_url !== inbound) {
      return {
        id,
        ok: false,
        detail: `In Twilio > Phone Numbers > ${config.from} > Messaging, set "A message comes in" to Webhook, ${inbound}, HTTP POST (it is ${JSON.stringify(numbers[0]!.sms_url ?? '')}).`,
      };
    }
    return {
      id,
      ok: true,
      detail: `The number ${config.from} sends incoming texts to ${inbound}; each text names ${status} itself.`,
    };
  } catch {
    return {
      id,
      ok: false,
      detail: `Twilio did not answer at ${config.baseUrl}. Check TWILIO_BASE_URL (https://api.twilio.com).`,
    };
  }
}
