import type { Request } from 'express';
import { logger } from 'firebase-functions';
import { twilioHookUrl, type TwilioHook } from '../public-url';
import { Refusal } from '../refusal';
import { twilioWebhookToken } from './provider';
import { isTwilioSignature } from './twilio-signature';

/** The paths of Twilio's webhooks, whose bodies are form-encoded rather than JSON. */
export const isTwilioWebhook = (path: string) => /\/twilio\/(status|inbound)\/?$/.test(path);

/**
 * The webhook's form, once its X-Twilio-Signature proves Twilio sent it for this hook's public URL.
 * A missing or wrong signature: 403, and the caller changes nothing.
 */
export function signedTwilioForm(req: Request, hook: TwilioHook): URLSearchParams {
  const raw = (req as Request & { rawBody?: Buffer }).rawBody;
  const form = new URLSearchParams(raw?.toString('utf8') ?? '');
  const signature = req.get('X-Twilio-Signature') ?? '';
  if (!isTwilioSignature(twilioWebhookToken(), signature, twilioHookUrl(hook), form)) {
    logger.warn('twilio webhook refused: bad or missing signature', { hook, signed: signature !== '' });
    throw new Refusal('forbidden', 'Forbidden: this request is not signed by Twilio.');
  }
  return form;
}
