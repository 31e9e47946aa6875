import { logger } from 'firebase-functions';
import type { Language } from '@contract/options';
import { maskPhone } from '../phone';
import { readSmsSettings } from './provider';
import { readVerifySettings } from './texting';

/**
 * Twilio Verify v2, the two calls the site makes (https://www.twilio.com/docs/verify/api):
 *   POST {base}/v2/Services/{sid}/Verifications      form To, Channel (sms | call), Locale (en | es)
 *   POST {base}/v2/Services/{sid}/VerificationCheck  form To, Code: approved when `status` is 'approved'
 * with HTTP Basic auth (account SID and auth token). Verify makes, sends and checks the code; the site's
 * own limits and locks run before either call.
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
}

type VerifyAnswer = { sid: string; status: string; to: string; channel: string; valid: boolean };

async function post(path: 'Verifications' | 'VerificationCheck', form: Record<string, string>): Promise<VerifyAnswer> {
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
  const answer = (await response.json().catch(() => ({}))) as Partial<VerifyAnswer> & {
    code?: number;
    message?: string;
  };
  if (!response.ok) {
    const code = typeof answer.code === 'number' ? answer.code : response.status;
    logger.warn('twilio verify refused', { call: path, to: maskPhone(form.To ?? ''), code, status: response.status });
    throw new VerifyError(code, response.status, answer.message ?? `HTTP ${response.status}`);
  }
  return {
    sid: String(answer.sid ?? ''),
    status: String(answer.status ?? ''),
    to: String(answer.to ?? ''),
    channel: String(answer.channel ?? ''),
    valid: answer.valid === true,
  };
}

/** Starts a verification: Verify texts or calls `to` with a new code in the guest's language. */
export function startVerification(to: string, channel: VerifyChannel, language: Language): Promise<VerifyAnswer> {
  return post('Verifications', { To: to, Channel: channel, Locale: language });
}

/** Checks a code: true when Verify approves it, false when it is wrong (the verification stays pending). */
export async function checkVerification(to: string, code: string): Promise<boolean> {
  const answer = await post('VerificationCheck', { To: to, Code: code });
  return answer.status === 'approved';
}
