import { logger } from 'firebase-functions';
import { maskPhone } from '../lib/phone';
import { recordSms } from './outbox-record';
import { SmsError, type SmsMessage, type SmsProvider, type SmsResult } from './types';

export type TwilioConfig = {
  accountSid: string;
  authToken: string;
  messagingServiceSid?: string;
  from?: string;
  baseUrl: string;
};

const friendlyErrors: Record<number, string> = {
  21211: 'This phone number is not a valid mobile number.',
  21408: 'Text messages cannot be sent to this region.',
  21610: 'This phone number has opted out of our text messages. Reply START from that phone to opt back in.',
  21614: 'This phone number cannot receive text messages.',
};

/** Codes never reach storage: an OTP body keeps its words but not its digits. */
export function maskOtpBody(body: string): string {
  return body.replace(/\b\d{6}\b/g, '******');
}

export class TwilioProvider implements SmsProvider {
  readonly name = 'twilio';

  constructor(private readonly config: TwilioConfig) {}

  async send(message: SmsMessage): Promise<SmsResult> {
    const { accountSid, authToken, messagingServiceSid, from, baseUrl } = this.config;
    const form = new URLSearchParams({ To: message.to, Body: message.body });
    if (messagingServiceSid) form.set('MessagingServiceSid', messagingServiceSid);
    else if (from) form.set('From', from);
    else throw new SmsError('Text messages are not set up yet. Please contact the couple.');

    const url = `${baseUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    const stored = { ...message, body: message.kind === 'otp' ? maskOtpBody(message.body) : message.body };
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
      await recordSms(stored, this.name, 'failed', { error: 'network' });
      throw new SmsError('We could not send the text message. Please try again.');
    }
    const answer = (await response.json().catch(() => ({}))) as { sid?: string; status?: string; code?: number };
    if (!response.ok) {
      const code = typeof answer.code === 'number' ? answer.code : undefined;
      await recordSms(stored, this.name, 'failed', { errorCode: code ?? response.status });
      logger.warn('twilio refused a text', { to: maskPhone(message.to), kind: message.kind, code });
      throw new SmsError(
        (code === undefined ? undefined : friendlyErrors[code]) ??
          'We could not send the text message. Please try again.',
        code,
      );
    }
    const status = answer.status ?? 'queued';
    const outboxId = await recordSms(stored, this.name, status, { sid: answer.sid ?? null });
    return { provider: this.name, status, outboxId };
  }
}
