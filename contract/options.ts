// Option lists and limits shared by the web app and the functions. No zod here: the guest pages
// import these constants, and zod must stay out of their first JavaScript.
import { wedding } from '@config';

type NonEmpty<T> = readonly [T, ...T[]];

export const TABLES = wedding.tables as unknown as NonEmpty<string>;
export const POSITIONS = wedding.positions as unknown as NonEmpty<string>;

/** Texts an admin sends to one guest (POST /send-message-to-guest). */
export const MESSAGE_TYPES = ['original', 'reminder', 'custom'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** smsOutbox statuses, as Twilio's status callback moves them along. */
export const TEXT_STATUSES = ['queued', 'sent', 'delivered', 'undelivered', 'failed'] as const;
export type TextStatus = (typeof TEXT_STATUSES)[number];

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LIMITS = {
  /** A custom text stays within 4 SMS segments: 612 plain (GSM-7) characters, 268 with an emoji. */
  customMessageMax: 612,
  customMessageMaxSegments: 4,
  /** The most people one RSVP save may carry. */
  rsvpListMax: 20,
  /** A guest's dietary or allergy note. */
  dietaryMax: 200,
  /** First and last names. */
  nameMax: 80,
  /** Firestore document ids the API accepts. */
  idMax: 128,
  /** The longest phone number text accepted before normalising. */
  phoneInputMax: 40,
  /** A sign-in code's digits. */
  codeLength: 6,
  /** A sign-in code works this many minutes after it is sent. */
  codeMinutes: 10,
  /** The wait between two sign-in codes to one guest (ms): the server's cooldown, and when the page offers a resend. */
  resendCooldownMs: 30_000,
  /** The largest guest-list CSV the console imports (characters). */
  importCsvMax: 1_000_000,
} as const;

/** Texts a bulk send (POST /admin/messages) can carry. */
export const BULK_MESSAGE_TYPES = ['original', 'reminder', 'seat', 'custom'] as const;
export type BulkMessageType = (typeof BULK_MESSAGE_TYPES)[number];

/** Who a bulk send goes to; 'ids' names the guests in `guestIds`. */
export const AUDIENCES = ['all', 'attending', 'declined', 'no-answer', 'never-texted', 'ids'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** Why a guest in the audience gets no text, as the dry run and the batch list them. */
export const SKIP_REASONS = {
  noPhone: 'no phone number',
  disabled: 'invitation disabled',
  optedOut: 'opted out of texts (replied STOP)',
  notSeated: 'not seated yet',
  noEmail: 'no email address',
  emailOptedOut: 'opted out of email (unsubscribed)',
  /** TEXTING=messaging: the guest has not agreed to texts yet (smsConsent; Twilio 30555). */
  noConsent: 'no-consent',
  /** Nobody on the person's invitation has a way to be reached either (followed by what is missing). */
  household: 'nobody on their invitation can be reached',
  /** A text to this number was refused as a landline: a phone queue lists them apart, to call. */
  landline: 'a landline: call them',
  /** Someone on the same invitation at the same phone or email gets it: one message reaches both. */
  sameAddress: 'one message reaches them with',
} as const;

/** A batch whose texts still wait this long after it started has stalled (its tasks are not running). */
export const STALLED_AFTER_MS = 10 * 60 * 1000;

export const MESSAGE_LIMITS = {
  /** The most guests one bulk send may name in `guestIds`. */
  guestIdsMax: 1000,
  /** A personal link's key: 16 random bytes (128 bits) in base64url. */
  linkKeyChars: 22,
  /** A personal link works until 30 days after the event, or 30 days after it was issued if that is later. */
  linkValidDays: 30,
} as const;
