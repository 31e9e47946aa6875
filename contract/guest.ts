import { z } from 'zod';
import { LANGUAGES, LIMITS, MEAL_IDS, POSITIONS, TABLES, TEXT_STATUSES } from './options';
import { storedEmailSchema } from './email';
import { hasControlCharacters } from './plain-text';

export const plateSchema = z.enum(['', ...MEAL_IDS], { message: 'Please choose one of the meals on the card.' });
export const tableSchema = z.enum(['', ...TABLES], {
  message: 'Please choose a table from the list.',
});
export const positionSchema = z.enum(['', ...POSITIONS], { message: 'Please choose a seat position from 0 to 10.' });
export const languageSchema = z.enum(LANGUAGES, { message: "The language must be 'en' or 'es'." });

/** No control characters (newlines included) in short free text a person typed. */
export const plainText = (max: number, field: string) =>
  z
    .string()
    .max(max, `${field} can be at most ${max} characters.`)
    .refine((text) => !hasControlCharacters(text), `${field} cannot contain control characters.`);

export const dietarySchema = plainText(LIMITS.dietaryMax, 'The dietary note');

/** A Firestore Timestamp, described by what the code uses of it (the web app has no Firestore SDK). */
export type StoredTimestamp = { toMillis(): number; toDate(): Date };
const timestamp = z.custom<StoredTimestamp>(
  (value) => typeof value === 'object' && value !== null && 'toMillis' in value,
  'The value is not a timestamp.',
);

/**
 * A document in guests/{guestId}, as the functions write it. Documents are read leniently (see
 * functions/src/domain/guests/guests.ts): a field that breaks this schema is listed as a problem, not dropped.
 */
export const guestDocSchema = z.object({
  first: z.string(),
  last: z.string(),
  phone: z.string(),
  invtId: z.string().min(1),
  rsvp: z.boolean(),
  plate: plateSchema,
  table: tableSchema,
  tpos: positionSchema,
  isAdmin: z.boolean(),
  disabled: z.boolean(),
  msg_last_sent: timestamp.nullable(),
  updatedAt: timestamp.optional(),
  dietary: dietarySchema,
  language: languageSchema,
  smsOptOut: z.boolean(),
  respondedAt: timestamp.nullable(),
  /** The last text an admin sent this guest, as the provider last reported it. */
  lastText: z
    .object({
      sid: z.string(),
      status: z.enum(TEXT_STATUSES),
      errorCode: z.number().nullable(),
      at: timestamp,
    })
    .nullable(),
  /** sha256 of the guest's personal link key ('' when none was issued), and when it was issued. */
  linkKeyHash: z.string(),
  linkIssuedAt: timestamp.nullable(),
  /** '' or a lowercased address, unique on the list. */
  email: storedEmailSchema,
  /** The guest unsubscribed from emails (the link in every email). */
  emailOptOut: z.boolean(),
});
export type GuestDoc = z.infer<typeof guestDocSchema>;

/** What a field reads as when a document written before it existed lacks it. */
export const guestDefaults: Omit<GuestDoc, 'first' | 'last' | 'invtId'> = {
  phone: '',
  rsvp: false,
  plate: '',
  table: '',
  tpos: '',
  isAdmin: false,
  disabled: false,
  msg_last_sent: null,
  dietary: '',
  language: 'en',
  smsOptOut: false,
  respondedAt: null,
  lastText: null,
  linkKeyHash: '',
  linkIssuedAt: null,
  email: '',
  emailOptOut: false,
};
