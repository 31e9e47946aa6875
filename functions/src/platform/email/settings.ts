import { defineSecret, defineString } from 'firebase-functions/params';
import { wedding } from '@config';
import { isEmulator } from '../firebase';

const emailFrom = defineString('EMAIL_FROM', {
  default: '',
  description: 'Who emails come from, as the SMTP provider verified it: "Grace & Daniel <rsvp@example.com>"',
});
const smtpUrl = defineSecret('SMTP_URL');

export const emailSecrets = [smtpUrl];

/** Where the launcher's local mail server listens under the emulator (emulators/stand-ins/mail-server.mjs). */
export const EMULATOR_SMTP_URL = 'smtp://127.0.0.1:2525';
const EMULATOR_FROM = `"${wedding.couple.title}" <rsvp@wedding.test>`;

export type EmailSettings = { from: string; smtpUrl: string };

/** The settings as the running function sees them; under the emulator, the local mail server. */
export function readEmailSettings(emulator = isEmulator): EmailSettings {
  const from = emailFrom.value().trim();
  const url = smtpUrl.value().trim();
  return emulator ? { from: from || EMULATOR_FROM, smtpUrl: url || EMULATOR_SMTP_URL } : { from, smtpUrl: url };
}

const ADDRESS = /[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+/;

/** Why emails cannot go out, one line each (never a value); empty when they can. */
export function emailSettingsProblems(settings: EmailSettings): string[] {
  const problems: string[] = [];
  if (!settings.from) problems.push('EMAIL_FROM is empty: set it to the address your email provider verified');
  else if (!ADDRESS.test(settings.from)) problems.push('EMAIL_FROM holds no email address');
  if (!settings.smtpUrl) problems.push('the secret SMTP_URL is empty: set it to smtps://user:password@host:465');
  else if (!URL.canParse(settings.smtpUrl) || !/^smtps?:$/.test(new URL(settings.smtpUrl).protocol)) {
    problems.push('the secret SMTP_URL is not an smtp:// or smtps:// URL');
  }
  return problems;
}
