import { z } from 'zod';
import { wedding } from '../../../wedding.config';

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

const id = z.string().trim().min(1).max(128);

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

export const sendMessageBody = z
  .object({
    luid: id,
    gid: id,
    msgType: messageTypeSchema,
    cmsg: z.string().max(1000, 'A custom message can be at most 1000 characters.').optional().default(''),
  })
  .refine((body) => body.msgType !== 'custom' || body.cmsg.trim().length > 0, {
    message: 'Please write the custom message.',
    path: ['cmsg'],
  });

/** The first problem zod found, phrased for a person. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid.';
  const where = issue.path.length ? ` (${issue.path.join('.')})` : '';
  return issue.code === 'custom' || issue.message.startsWith('Please') || issue.message.startsWith('The ')
    ? issue.message
    : `The request is not valid${where}: ${issue.message}`;
}
