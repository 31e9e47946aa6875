import { defineSecret, defineString } from 'firebase-functions/params';
import { isEmulator } from '../firebase';
import { twilioHookUrl } from '../public-url';
import { OutboxProvider } from './outbox';
import { textsFromTwilio } from './texting';
import { TwilioProvider } from './twilio';
import type { SmsProvider } from './types';
import { guardCountries } from './country-guard';

export * from './types';

const smsProvider = defineString('SMS_PROVIDER', {
  default: 'twilio',
  description: "Where texts go: 'twilio' sends them; 'outbox' only records them, and works only under the emulator",
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
const twilioVoiceFrom = defineString('TWILIO_VOICE_FROM', {
  default: '',
  description: 'Twilio phone number (E.164) that calls guests to read their sign-in code; empty: TWILIO_FROM',
});
const twilioBaseUrl = defineString('TWILIO_BASE_URL', {
  default: 'https://api.twilio.com',
  description: 'Twilio REST API base URL',
});

export const smsSecrets = [twilioAccountSid, twilioAuthToken];

export type SmsSettings = {
  provider: string;
  accountSid: string;
  authToken: string;
  messagingServiceSid: string;
  from: string;
  voiceFrom: string;
  baseUrl: string;
};

/** The settings as the running function sees them (params resolve their defaults only at deploy). */
export function readSmsSettings(): SmsSettings {
  return {
    provider: smsProvider.value() || (isEmulator ? 'outbox' : 'twilio'),
    accountSid: twilioAccountSid.value(),
    authToken: twilioAuthToken.value(),
    messagingServiceSid: twilioMessagingServiceSid.value(),
    from: twilioFrom.value(),
    voiceFrom: twilioVoiceFrom.value() || twilioFrom.value(),
    baseUrl: twilioBaseUrl.value() || 'https://api.twilio.com',
  };
}

/**
 * Why texts cannot go out for real, one line each (never a value); empty when they can. Outside the
 * emulator only Twilio will do, fully set up: a missed setting must stop the site, not print codes to a log.
 */
export function smsSettingsProblems(settings: SmsSettings, emulator = isEmulator): string[] {
  if (settings.provider === 'outbox') {
    return emulator
      ? []
      : ["SMS_PROVIDER is 'outbox', which only records texts: outside the emulator it must be 'twilio'"];
  }
  if (settings.provider !== 'twilio') return [`SMS_PROVIDER must be 'twilio' (or 'outbox' under the emulator)`];
  const problems: string[] = [];
  if (!settings.accountSid.trim()) problems.push('the secret TWILIO_ACCOUNT_SID is empty');
  if (!settings.authToken.trim()) problems.push('the secret TWILIO_AUTH_TOKEN is empty');
  // With TEXTING=verify no text goes from a Twilio number, so none is asked for (Verify sends the codes).
  if (textsFromTwilio(emulator) && !settings.messagingServiceSid.trim() && !settings.from.trim()) {
    problems.push('no sender: set TWILIO_MESSAGING_SERVICE_SID (MG...) or TWILIO_FROM (+1...)');
  }
  if (!URL.canParse(settings.baseUrl)) problems.push('TWILIO_BASE_URL is not a URL');
  return problems;
}

/** The configured provider; throws when smsSettingsProblems finds any (the app answers 503 before that). */
export function getSmsProvider(settings = readSmsSettings()): SmsProvider {
  const problems = smsSettingsProblems(settings);
  if (problems.length > 0) throw new Error(`Text messages are not set up: ${problems.join('; ')}`);
  if (settings.provider === 'outbox') return guardCountries(new OutboxProvider());
  return guardCountries(new TwilioProvider({ ...settings, statusCallback: twilioHookUrl('status') }));
}

/** The key Twilio signs its webhooks with (empty when unset, which no signature matches). */
export function twilioWebhookToken(): string {
  return twilioAuthToken.value();
}
