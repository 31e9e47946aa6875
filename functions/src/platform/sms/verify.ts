import { logger } from 'firebase-functions';
import type { Language } from '@contract/options';
import { maskPhone } from '../phone';
import { readSmsSettings } from './provider';
import { readVerifySettings } from './texting';
import { refuseOutsideCountries } from './country-guard';

/**
 * Twilio Verify v2, the calls the site makes (https://www.twilio.com/docs/verify/api):
 *   POST {base}/v2/Services/{sid}/Verifications       form To, Channel (sms | call), Locale (en | es)
 *   POST {base}/v2/Services/{sid}/VerificationCheck   form To, Code: approved when `status` is 'approved'
 *   POST {base}/v2/Services/{sid}/Verifications/{to}  form Status=canceled: the pending code stops working
 * with HTTP Basic auth (account SID and auth token). Verify makes, sends and checks the code; the site's
 * own limits and locks, and the SMS_COUNTRIES guard, run before any call.
 */
type VerifyChannel = 'sms' | 'call';

/** Twilio's error codes Verify answers with, as the site treats them. */
export const VERIFY_ERRORS = {
  /** Invalid parameter (a malformed `To`, an unsupported channel or locale). */
  invalidParameter: 60200,
  /** Max check attempts reached: this verification takes no more codes. */
  maxCheckAttempts: 60202,
  /** Max send attempts reached: no new code to this number for 10 minutes. */
  maxSendAttempts: 60203,
  /** The number cannot take SMS (a landline): a call can. */
  landline: 60205,
  /** Too many concurrent requests for this number. */
  concurrent: 60212,
  /** The requested resource was not found: no pending verification (expired, approved or never sent). */
  notFound: 20404,
  /** Too many requests. */
  tooManyRequests: 20429,
} as const;

/** A refusal from Verify (or no answer, with `code` 0); `retriable` when it may work a moment later. */
export class VerifyError extends Error {
  constructor(
    readonly code: number,
    readonly httpStatus: number,
    message: string,
  ) {
    super(message);
  }
  get retriable() {
    return this.code === 0 || this.httpStatus >= 500 || this.code === VERIFY_ERRORS.tooManyRequests;
  }
  /**
   * Verify surely sent nothing: no answer (down, a timeout), a 5xx or too many requests. An answer of 2xx
   * that cannot be read may have sent a code, so it is not one of these.
   */
  get neverSent() {
    return this.httpStatus === 0 || this.httpStatus >= 500 || this.code === VERIFY_ERRORS.tooManyRequests;
  }
}

type VerifyAnswer = { sid: string; status: string; to: string; channel: string; valid: boolean };

type VerifyPath = 'Verifications' | 'VerificationCheck' | `Verifications/${string}`;

async function post(path: VerifyPath, form: Record<string, string>): Promise<VerifyAnswer> {
  const { accountSid, authToken } = readSmsSettings();
  const { serviceSid, baseUrl } = readVerifySettings();
  const url = `${baseUrl.replace(/\/$/, '')}/v2/Services/${encodeURIComponent(serviceSid)}/${path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(form),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw new VerifyError(0, 0, 'Twilio Verify did not answer');
  }
  const answer = (await response.json().catch(() => null)) as
    (Partial<VerifyAnswer> & { code?: number; message?: string }) | null;
  const call = path.startsWith('Verifications/') ? 'Verifications/{to}' : path;
  if (!response.ok) {
    const code = typeof answer?.code === 'number' ? answer.code : response.status;
    logger.warn('twilio verify refused', { call, to: maskPhone(form.To ?? ''), code, status: response.status });
    throw new VerifyError(code, response.status, answer?.message ?? `HTTP ${response.status}`);
  }
  // An answer that is not JSON, or has no status, says nothing about the code: an error, never a wrong code.
  if (typeof answer?.status !== 'string' || answer.status === '') {
    logger.warn('twilio verify answered without a status', { call, status: response.status });
    throw new VerifyError(0, response.status, 'Twilio Verify answered without a status');
  }
  return {
    sid: String(answer.sid ?? ''),
    status: answer.status,
    to: String(answer.to ?? ''),
    channel: String(answer.channel ?? ''),
    valid: answer.valid === true,
  };
}

/**
 * Starts a verification: Verify texts or calls `to` with a new code in the guest's language. A number
 * outside SMS_COUNTRIES (or a premium-rate one) is refused first, as every other text and call is: the
 * SmsError of the provider's guard, and nothing reaches Verify.
 */
export async function startVerification(to: string, channel: VerifyChannel, language: Language): Promise<VerifyAnswer> {
  refuseOutsideCountries(to);
  return post('Verifications', { To: to, Channel: channel, Locale: language });
}

/**
 * Cancels the pending verification of `to` (Verify's "update a verification status", Status=canceled, with
 * the number in place of the verification's SID), so the next send makes a new code instead of sending the
 * old one again. Nothing pending (20404) is fine; any other failure is logged, never the guest's problem.
 */
export async function cancelVerification(to: string): Promise<void> {
  try {
    await post(`Verifications/${encodeURIComponent(to)}`, { Status: 'canceled' });
  } catch (error) {
    if (error instanceof VerifyError && error.code === VERIFY_ERRORS.notFound) return;
    logger.warn('twilio verify: the verification was not canceled', { to: maskPhone(to) });
  }
}

/**
 * Checks a code: the verification's status after the check ('approved' when right, 'pending' when wrong,
 * or how it ended: 'max_attempts_reached', 'expired', 'canceled', ...). No status at all is a VerifyError.
 */
export async function checkVerification(to: string, code: string): Promise<string> {
  return (await post('VerificationCheck', { To: to, Code: code })).status;
}
