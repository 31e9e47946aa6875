// Email as a second channel: addresses, sign-in by email or by name, where a code went.
import { z } from './zod';
import { LANGUAGES } from './options';

export const EMAIL_MAX = 254;
const EMAIL_SHAPE = /^[^\s@<>(),;:"[\]\\]+@[^\s@<>(),;:"[\]\\]+\.[^\s@<>(),;:"[\]\\]{2,}$/;

/** An address as stored: '' or lowercased (the same address typed twice in any case is one guest). */
export function normalEmail(input: string): string {
  return input.trim().toLowerCase();
}

export const isEmailAddress = (address: string) => address.length <= EMAIL_MAX && EMAIL_SHAPE.test(address);

/** A guest document's `email`. */
export const storedEmailSchema = z
  .string()
  .refine((text) => text === '' || (text === normalEmail(text) && isEmailAddress(text)), 'The email is not valid.');

/** An address a person typed in the console or an import: '' for none, lowercased. */
export const emailInput = z
  .string({ message: 'The email must be text.' })
  .max(EMAIL_MAX, `An email address can be at most ${EMAIL_MAX} characters.`)
  .transform(normalEmail)
  .refine(
    (text) => text === '' || isEmailAddress(text),
    'The email address is not valid: type it like name@example.com.',
  );

/** Sign-in calls may name the language their messages are answered in (English without it). */
export const signInLang = z.enum(LANGUAGES, { message: "lang must be 'en' or 'es'." }).optional();

export const verifyEmailBody = z.object({
  email: z.string({ message: 'Please enter your email address.' }).max(EMAIL_MAX * 2),
  lang: signInLang,
});

export const findInvitationBody = z.object({
  first: z.string({ message: 'Please enter your first name.' }).max(160),
  last: z.string({ message: 'Please enter your last name.' }).max(160),
  lang: signInLang,
  /** 'call': the code is read in a call to the phone on the invitation, if it has one. */
  channel: z.enum(['call'], { message: "channel must be 'call' or left out." }).optional(),
});

/**
 * What find-invitation answers, whether or not a guest matched: a `user_id` for
 * guest-auth that works only when a code really went out, and nothing about where.
 */
export type FoundInvitationData = { user_id: string; channel: null; maskedTo: null };

/** Where a code was sent: the channel and the address, masked ('(•••) •••-0102', 'g•••@example.com'). */
export type CodeSentData = { user_id: string; channel: 'sms' | 'email' | 'call'; maskedTo: string };

/**
 * The data of verify-phone's and verify-email's 429 within the 30 s cooldown: a code went out moments ago
 * (asked for in another tab, or before a reload), so the page takes the guest to the code step to type it.
 */
export type CodeJustSentData = { user_id: string; codeSent: true };

/** How a message reaches a guest: a text, an email, or a text where the guest can get one, else an email. */
export const MESSAGE_CHANNELS = ['sms', 'email', 'best'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export const messageChannel = z
  .enum(MESSAGE_CHANNELS, { message: "The channel must be 'sms', 'email' or 'best'." })
  .optional()
  .default('sms');

/** '(•••) •••-0102' for +13055550102. */
export function maskedPhone(e164: string): string {
  return `(•••) •••-${e164.slice(-4)}`;
}

/** 'g•••@example.com': the first letter and the domain. */
export function maskedEmail(address: string): string {
  const [user = '', domain = ''] = address.split('@');
  return `${user.slice(0, 1)}•••@${domain}`;
}
