import { z } from 'zod';
import { wedding } from '../../../wedding.config';
import { smsSegments } from './sms-segments';

const mealIds = wedding.meals.map((meal) => meal.id) as [string, ...string[]];

export const plateSchema = z.enum(['', ...mealIds]);
export const tableSchema = z.enum(['', ...wedding.tables]);
export const positionSchema = z.enum(['', ...wedding.positions]);
export const messageTypeSchema = z.enum(['original', 'reminder', 'custom']);

/** A document in guests/{guestId}. */
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
  msg_last_sent: z.custom<FirebaseFirestore.Timestamp | null>().nullable(),
  updatedAt: z.custom<FirebaseFirestore.Timestamp>().optional(),
});
export type GuestDoc = z.infer<typeof guestDocSchema>;

/**
 * A Firestore document id we accept from a caller (path or body): non-empty, at most 128 characters
 * (a Firebase Auth uid's limit), no '/', not '.' or '..', not '__reserved__'. Anything else would make
 * Firestore throw (a 500) or address another document.
 */
export const firestoreId = z
  .string()
  .min(1)
  .max(128)
  .refine((value) => !value.includes('/') && value !== '.' && value !== '..' && !/^__.*__$/.test(value), {
    message: "must be an id of 1-128 characters without '/'",
  });
const id = firestoreId;

export const verifyPhoneBody = z.object({ phone_number: z.string().max(40) });

export const guestAuthBody = z.object({
  gid: id,
  otp: z.string().regex(/^\d{6}$/, 'The code must be exactly 6 digits.'),
});

export const updateGuestsBody = z
  .array(
    z.object({
      id,
      rsvp: z.boolean(),
      plate: z.enum(['', ...mealIds], { message: 'Please choose one of the meals on the card.' }),
    }),
  )
  .min(1, 'There is nothing to save.')
  .max(20);

export const updateGuestTableBody = z.object({
  luid: id,
  gid: id,
  table: z.enum(wedding.tables as unknown as [string, ...string[]], {
    message: 'Please choose a table from the list.',
  }),
  tpos: z.enum(wedding.positions as unknown as [string, ...string[]], {
    message: 'Please choose a seat position from 0 to 10.',
  }),
});

/**
 * A custom text stays within 4 SMS segments: 612 characters of the GSM alphabet, 268 with an emoji or
 * another character outside it. The web's CUSTOM_MESSAGE_MAX (admin-guests/dialog-rules.ts) is the same
 * 612 until both read it from the shared contract.
 */
export const CUSTOM_MESSAGE_MAX_SEGMENTS = 4;
export const CUSTOM_MESSAGE_MAX_CHARS = 612;

export const sendMessageBody = z
  .object({
    luid: id,
    gid: id,
    msgType: messageTypeSchema,
    cmsg: z
      .string()
      .max(CUSTOM_MESSAGE_MAX_CHARS, `A custom message can be at most ${CUSTOM_MESSAGE_MAX_CHARS} characters.`)
      .optional()
      .default(''),
  })
  .refine((body) => body.msgType !== 'custom' || body.cmsg.trim().length > 0, {
    message: 'Please write the custom message.',
    path: ['cmsg'],
  })
  .refine((body) => body.msgType !== 'custom' || smsSegments(body.cmsg.trim()) <= CUSTOM_MESSAGE_MAX_SEGMENTS, {
    message: `A custom message can be at most ${CUSTOM_MESSAGE_MAX_SEGMENTS} text messages long: ${CUSTOM_MESSAGE_MAX_CHARS} plain characters, or 268 with emoji or letters outside the basic text-message alphabet.`,
    path: ['cmsg'],
  });

/** The first problem zod found, phrased for a person. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid.';
  const where = issue.path.length ? ` (${issue.path.join('.')})` : '';
  const sentence = /^[A-Z]/.test(issue.message);
  return (issue.code === 'custom' && sentence) || issue.message.startsWith('Please') || issue.message.startsWith('The ')
    ? issue.message
    : `The request is not valid${where}: ${issue.message}`;
}
