import { messageChannel } from './email';
// The original admin calls, which name their caller in the path or body: guest list, seat, one text, tables.
import { z } from './zod';
import { firestoreId } from './ids';
import { LIMITS, MESSAGE_TYPES, POSITIONS, TABLES } from './options';
import { smsSegments } from './sms-segments';

/** A guest as GET /get-all-guest-data lists them for the couple. */
export type AdminGuest = {
  id: string;
  first: string;
  last: string;
  rsvp: boolean;
  plate: string;
  table: string;
  tpos: string;
  phone: string;
  msg_last_sent: string | null;
  disabled: boolean;
};

export type SeatedGuest = { tpos: string; first: string; last: string; id: string };
/** One table as GET /get-all-guests-table-data lists it: guests in seat order. */
export type TableSummary = { table: string; guests: SeatedGuest[] };

export const updateGuestTableBody = z.object({
  luid: firestoreId,
  gid: firestoreId,
  table: z.enum(TABLES, { message: 'Please choose a table from the list.' }),
  tpos: z.enum(POSITIONS, { message: 'Please choose a seat position from 0 to 10.' }),
});
export type UpdateGuestTableBody = z.infer<typeof updateGuestTableBody>;

export const sendMessageBody = z
  .object({
    luid: firestoreId,
    gid: firestoreId,
    msgType: z.enum(MESSAGE_TYPES, {
      message: "The message type (msgType) must be 'original', 'reminder' or 'custom'.",
    }),
    cmsg: z
      .string()
      .max(LIMITS.customMessageMax, `A custom message can be at most ${LIMITS.customMessageMax} characters.`)
      .optional()
      .default(''),
    /** 'sms' (the default), 'email', or 'best': a text where the guest can get one, else an email. */
    channel: messageChannel,
  })
  .refine((body) => body.msgType !== 'custom' || body.cmsg.trim().length > 0, {
    message: 'Please write the custom message.',
    path: ['cmsg'],
  })
  .refine(
    (body) => body.msgType !== 'custom' || smsSegments(body.cmsg.trim()).segments <= LIMITS.customMessageMaxSegments,
    {
      message: `A custom message can be at most ${LIMITS.customMessageMaxSegments} text messages long: ${LIMITS.customMessageMax} plain characters, or 268 with emoji or letters outside the basic text-message alphabet.`,
      path: ['cmsg'],
    },
  );
export type SendMessageBody = z.input<typeof sendMessageBody>;
