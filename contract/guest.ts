import { z } from './zod';
import { LANGUAGES, LIMITS, POSITIONS, TABLES, TEXT_STATUSES } from './options';
import { storedEmailSchema } from './email';
import { hasControlCharacters } from './plain-text';
import { AGE_GROUPS, answerProblem, eventIds, mealIds, PLUS_ONES_MAX, questionById, type Catalog } from './events';
import { addressSchema, notifySchema } from './last-weeks';

/** The doors an answer comes through: the guest's page, a text reply, the couple's console, a CSV import. */
export const ANSWER_DOORS = ['web', 'sms', 'couple', 'import'] as const;
export type AnswerDoor = (typeof ANSWER_DOORS)[number];

/** '' or a meal of the site's catalog (read with the request: the couple may add one). */
export const plateSchema = (catalog: Catalog) =>
  z
    .string({ message: 'Please choose one of the meals on the card.' })
    .refine((plate) => plate === '' || mealIds(catalog).includes(plate), 'Please choose one of the meals on the card.');
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

export const ageGroupSchema = z.enum(AGE_GROUPS, {
  message: "The age group (ageGroup) must be 'adult', 'child' or 'infant'.",
});
/** The further events a person is invited to (the wedding itself is implied), each of the site's catalog. */
export const eventsSchema = (catalog: Catalog) =>
  z
    .array(z.string())
    .max(50)
    .superRefine((ids, ctx) => {
      const known = eventIds(catalog);
      const index = ids.findIndex((id) => !known.includes(id));
      if (index >= 0)
        ctx.addIssue({
          code: 'custom',
          path: [index],
          message: `Please choose one of the events: ${known.join(', ') || 'none are configured'}.`,
        });
    })
    .transform((ids) => [...new Set(ids)]);
/** Event id -> attending (true) or declined (false); no key means no answer. */
export const eventRsvpsSchema = (catalog: Catalog) =>
  z.record(z.string(), z.boolean({ message: 'An event answer must be true or false.' })).superRefine((answers, ctx) => {
    for (const id of Object.keys(answers)) {
      if (!eventIds(catalog).includes(id)) {
        ctx.addIssue({
          code: 'custom',
          path: [id],
          message: `There is no event "${id}": events are ${eventIds(catalog).join(', ') || 'none'}.`,
        });
      }
    }
  });
export const plusOnesSchema = z
  .number({ message: `plusOnes must be a whole number from 0 to ${PLUS_ONES_MAX}.` })
  .int(`plusOnes must be a whole number from 0 to ${PLUS_ONES_MAX}.`)
  .min(0, `plusOnes must be a whole number from 0 to ${PLUS_ONES_MAX}.`)
  .max(PLUS_ONES_MAX, `plusOnes must be a whole number from 0 to ${PLUS_ONES_MAX}.`);
/** Question id -> answer, each of its question's kind. */
export const answersSchema = (catalog: Catalog) =>
  z.record(z.string(), z.unknown()).superRefine((answers, ctx) => {
    for (const [id, value] of Object.entries(answers)) {
      const question = questionById(catalog, id);
      const problem = question ? answerProblem(question, value) : `There is no question "${id}" to answer.`;
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [id] });
    }
  }) as unknown as z.ZodType<Record<string, boolean | string | number>>;

/** A Firestore Timestamp, described by what the code uses of it (the web app has no Firestore SDK). */
export type StoredTimestamp = { toMillis(): number; toDate(): Date };
const timestamp = z.custom<StoredTimestamp>(
  (value) => typeof value === 'object' && value !== null && 'toMillis' in value,
  'The value is not a timestamp.',
);

/**
 * A document in guests/{guestId}, as the functions write it. Documents are read leniently (see
 * functions/src/guests/guests.ts): a field that breaks this schema is listed as a problem, not dropped.
 */
export const guestDocSchema = z.object({
  first: z.string(),
  last: z.string(),
  phone: z.string(),
  invtId: z.string().min(1),
  rsvp: z.boolean(),
  // The catalog's ids as stored: a document keeps what it holds when the couple changes the catalog (an
  // event removed that nobody answered stays in `events`, shown nowhere); bodies are checked against it.
  plate: z.string(),
  table: tableSchema,
  tpos: positionSchema,
  isAdmin: z.boolean(),
  disabled: z.boolean(),
  msg_last_sent: timestamp.nullable(),
  /** When a text to the guest was last marked sent from the couple's own phone (a phone queue). */
  phoneTextAt: timestamp.nullable(),
  updatedAt: timestamp.optional(),
  dietary: dietarySchema,
  language: languageSchema,
  smsOptOut: z.boolean(),
  respondedAt: timestamp.nullable(),
  /** The door the last recorded answer came through (functions/src/rsvp/); null before any. */
  answeredVia: z.enum(ANSWER_DOORS).nullable(),
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
  /** The link the guest held before a text gave them a new one (a key from before linkKeys), kept working. */
  earlierLinkKeyHash: z.string(),
  earlierLinkIssuedAt: timestamp.nullable(),
  /** '' or a lowercased address, unique on the list. */
  email: storedEmailSchema,
  /** The guest unsubscribed from emails (the link in every email). */
  emailOptOut: z.boolean(),
  events: z.array(z.string()),
  eventRsvps: z.record(z.string(), z.boolean()),
  ageGroup: ageGroupSchema,
  plusOnes: plusOnesSchema,
  /** On a companion's own document, the guest who brings them. */
  companionOf: z.string().nullable(),
  answers: z.record(z.string(), z.union([z.boolean(), z.string(), z.number()])),
  /** When the guest last signed in or opened their invitation (written at most once an hour). */
  lastSeenAt: timestamp.nullable(),
  /** On an admin: how they hear about answers by email (section 29). */
  notify: notifySchema,
  /** The invitation's mailing address, the same on each of its guests; null when none was given. */
  address: addressSchema.nullable(),
  /**
   * The guest's consent to texts (Twilio 30555: before the first text): with TEXTING=messaging, texts other
   * than sign-in codes go only to guests who have it. Recorded by a sign-in with a text code, a reply from
   * their phone, or the couple (consent given in person). Absent: none.
   */
  smsConsent: z.object({ at: timestamp, via: z.enum(['sign-in', 'reply', 'couple']), note: z.string() }).nullable(),
  /** The guest helps at the door on the wedding day: they sign in as any guest and may check guests in. */
  helper: z.boolean(),
  /** When a helper (or the couple) checked the guest in at the door, by the server's clock; null: not yet. */
  arrivedAt: timestamp.nullable(),
  /** Who checked them in, by name ('' when nobody has). */
  arrivedBy: z.string(),
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
  phoneTextAt: null,
  dietary: '',
  language: 'en',
  smsOptOut: false,
  respondedAt: null,
  answeredVia: null,
  lastText: null,
  linkKeyHash: '',
  linkIssuedAt: null,
  earlierLinkKeyHash: '',
  earlierLinkIssuedAt: null,
  email: '',
  emailOptOut: false,
  events: [],
  eventRsvps: {},
  ageGroup: 'adult',
  plusOnes: 0,
  companionOf: null,
  answers: {},
  lastSeenAt: null,
  notify: 'none',
  address: null,
  smsConsent: null,
  helper: false,
  arrivedAt: null,
  arrivedBy: '',
};
