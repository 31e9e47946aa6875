import { logger } from 'firebase-functions';
import { LIMITS } from '@contract/options';
import { maskPhone } from '../phone';
import { recordSms } from './outbox-record';
import { toTextStatus } from './text-status';
import { GENERIC_REFUSAL, twilioRefusal } from './twilio-errors';
import { SmsError, type SmsMessage, type SmsProvider, type SmsResult } from './types';

export type TwilioConfig = {
  accountSid: string;
  authToken: string;
  messagingServiceSid?: string;
  from?: string;
  baseUrl: string;
  /** Where Twilio posts the text's status changes (POST /twilio/status). */
  statusCallback?: string;
};

/** Codes never reach storage: an OTP body keeps its words but not its digits. */
export function maskOtpBody(body: string): string {
  return body.replace(new RegExp(`\\b\\d{${LIMITS.codeLength}}\\b`, 'g'), '*'.repeat(LIMITS.codeLength));
}

/** A personal link's key is as good as a password: stored texts keep the link but not its key. */
export function maskLinkKeys(body: string): string {
  return body.replace(/([?&]k=)[\w-]+/g, '$1******');
}

/** The body as smsOutbox keeps it outside the emulator: no sign-in code, no link key. */
export function storedBody(message: Pick<SmsMessage, 'body' | 'kind'>): string {
  const body = maskLinkKeys(message.body);
  return message.kind === 'otp' ? maskOtpBody(body) : body;
}

/** Twilio did not take the text and says so: too many requests, or trouble on its side. */
const isRetriable = (status: number) => status === 429 || status >= 500;

export class TwilioProvider implements SmsProvider {
  readonly name = 'twilio';

  constructor(private readonly config: TwilioConfig) {}

  async send(message: SmsMessage): Promise<SmsResult> {
    const { accountSid, authToken, messagingServiceSid, from, baseUrl, statusCallback } = this.config;
    const form = new URLSearchParams({ To: message.to, Body: message.body });
    if (messagingServiceSid) form.set('MessagingServiceSid', messagingServiceSid);
    else if (from) form.set('From', from);
    else throw new SmsError('Text messages are not set up yet. Please contact the couple.');
    if (statusCallback) form.set('StatusCallback', statusCallback);

    const url = `${baseUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    const stored = { ...message, body: storedBody(message) };
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: form,
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      // No answer: Twilio may or may not have taken the text, so it is not retriable.
      await recordSms(stored, this.name, { sid: null, status: 'failed', error: 'network' });
      throw new SmsError(GENERIC_REFUSAL);
    }
    const answer = (await response.json().catch(() => ({}))) as { sid?: string; status?: string; code?: number };
    if (!response.ok) {
      const code = typeof answer.code === 'number' ? answer.code : undefined;
      await recordSms(stored, this.name, { sid: null, status: 'failed', errorCode: code ?? response.status });
      logger.warn('twilio refused a text', { to: maskPhone(message.to), kind: message.kind, code });
      const retriable = isRetriable(response.status);
      throw new SmsError(retriable ? GENERIC_REFUSAL : twilioRefusal(code), retriable ? undefined : code, retriable);
    }
    const status = toTextStatus(answer.status ?? '') ?? 'queued';
    const sid = answer.sid ?? '';
    const outboxId = await recordSms(stored, this.name, { sid: sid || null, status });
    return { provider: this.name, status, sid, outboxId };
  }
}
