import { defineSecret, defineString } from 'firebase-functions/params';
import { isEmulator } from '../lib/firebase';
import { twilioHookUrl } from '../lib/public-url';
import { OutboxProvider } from './outbox';
import { TwilioProvider } from './twilio';
import type { SmsProvider } from './types';

export * from './types';

const smsProvider = defineString('SMS_PROVIDER', {
  default: 'outbox',
  description: "Where texts go: 'twilio' to send them, 'outbox' to only record them in Firestore",
});
const twilioAccountSid = defineSecret('TWILIO_ACCOUNT_SID');
const twilioAuthToken = defineSecret('TWILIO_AUTH_TOKEN');
const twilioMessagingServiceSid = defineString('TWILIO_MESSAGING_SERVICE_SID', {
  default: '',
  description: 'Twilio Messaging Service SID (MG...); leave empty to send from TWILIO_FROM',
});
const twilioFrom = defineString('TWILIO_FROM', {
  default: '',
  description: 'Twilio phone number to send from (E.164), when no Messaging Service is set',
});
const twilioBaseUrl = defineString('TWILIO_BASE_URL', {
  default: 'https://api.twilio.com',
  description: 'Twilio REST API base URL',
});

export const smsSecrets = [twilioAccountSid, twilioAuthToken];

/** The configured provider. Under the emulator it is the outbox unless SMS_PROVIDER says twilio. */
export function getSmsProvider(): SmsProvider {
  const name = smsProvider.value() || (isEmulator ? 'outbox' : 'twilio');
  if (name !== 'twilio') return new OutboxProvider();
  return new TwilioProvider({
    accountSid: twilioAccountSid.value(),
    authToken: twilioAuthToken.value(),
    messagingServiceSid: twilioMessagingServiceSid.value(),
    from: twilioFrom.value(),
    baseUrl: twilioBaseUrl.value(),
    statusCallback: twilioHookUrl('status'),
  });
}

/** The key Twilio signs its webhooks with (empty when unset, which no signature matches). */
export function twilioWebhookToken(): string {
  return twilioAuthToken.value();
}
