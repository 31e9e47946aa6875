import { logger } from 'firebase-functions';
import { maskCodes } from '../mask-codes';
import { maskPhone } from '../phone';
import { recordSms } from './outbox-record';
import { toTextStatus } from './text-status';
import { GENERIC_REFUSAL, twilioRefusal } from './twilio-errors';
import { callScript, callTwiml } from './call-script';
import { SmsError, type CallMessage, type SmsMessage, type SmsProvider, type SmsResult } from './types';

type TwilioConfig = {
  accountSid: string;
  authToken: string;
  messagingServiceSid?: string;
  from?: string;
  baseUrl: string;
  /** Where Twilio posts the text's status changes (POST /twilio/status). */
  statusCallback?: string;
  /** The Twilio number that places sign-in calls (TWILIO_VOICE_FROM, else TWILIO_FROM). */
  voiceFrom?: string;
};

/** A personal link's key is as good as a password: stored texts keep the link but not its key. */
function maskLinkKeys(body: string): string {
  return body.replace(/([?&]k=)[\w-]+/g, '$1******');
}

/** The body as smsOutbox keeps it outside the emulator: no sign-in code, no link key. */
export function storedBody(message: Pick<SmsMessage, 'body' | 'kind'>): string {
  const body = maskLinkKeys(message.body);
  return message.kind === 'otp' ? maskCodes(body) : body;
}

/** Twilio did not take the text and says so: too many requests, or trouble on its side. */
const isRetriable = (status: number) => status === 429 || status >= 500;

export class TwilioProvider implements SmsProvider {
  readonly name = 'twilio';

  constructor(private readonly config: TwilioConfig) {}

  private post(resource: 'Messages' | 'Calls', form: URLSearchParams) {
    const { accountSid, authToken, baseUrl } = this.config;
    const url = `${baseUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/${resource}.json`;
    return fetch(url, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: form,
      signal: AbortSignal.timeout(10_000),
    });
  }

  /** Twilio's Calls API with inline TwiML that reads the code; the outbox keeps the words, code masked. */
  async call(message: CallMessage): Promise<SmsResult> {
    const from = this.config.voiceFrom?.trim();
    if (!from) throw new SmsError('Phone calls are not set up yet. Please ask for a text instead.');
    const form = new URLSearchParams({ To: message.to, From: from, Twiml: callTwiml(message.language, message.code) });
    const stored = {
      to: message.to,
      body: callScript(message.language, '******'),
      kind: 'otp-call' as const,
      guestId: message.guestId,
    };
    let response: Response;
    try {
      response = await this.post('Calls', form);
    } catch {
      await recordSms(stored, this.name, { sid: null, status: 'failed', error: 'network' });
      throw new SmsError('We could not call this number. Please try again.');
    }
    const answer = (await response.json().catch(() => ({}))) as { sid?: string; code?: number };
    if (!response.ok) {
      const code = typeof answer.code === 'number' ? answer.code : response.status;
      await recordSms(stored, this.name, { sid: null, status: 'failed', errorCode: code });
      logger.warn('twilio refused a call', { to: maskPhone(message.to), code });
      throw new SmsError('We could not call this number. Please try again.', code, isRetriable(response.status));
    }
    const sid = answer.sid ?? '';
    const outboxId = await recordSms(stored, this.name, { sid: sid || null, status: 'queued' });
    return { provider: this.name, status: 'queued', sid, outboxId };
  }

  async send(message: SmsMessage): Promise<SmsResult> {
    const { messagingServiceSid, from, statusCallback } = this.config;
    const form = new URLSearchParams({ To: message.to, Body: message.body });
    if (messagingServiceSid) form.set('MessagingServiceSid', messagingServiceSid);
    else if (from) form.set('From', from);
    else throw new SmsError('Text messages are not set up yet. Please contact the couple.');
    if (statusCallback) form.set('StatusCallback', statusCallback);

    const stored = { ...message, body: storedBody(message) };
    let response: Response;
    try {
      response = await this.post('Messages', form);
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
