// Messages that reach everyone: bulk sends, their progress, Twilio's webhooks,
// personal links.
import { z } from './zod';
import { messageChannel, signInLang } from './email';
import { isFilterAudience, readAudienceFilter, type Catalog } from './events';
import { firestoreId } from './ids';
import { smsSegments } from './sms-segments';
import { AUDIENCES, BULK_MESSAGE_TYPES, LIMITS, MESSAGE_LIMITS, TEXT_STATUSES, type BulkMessageType } from './options';

/** A scheduled batch may start at most this many days ahead. */
const SCHEDULE_AHEAD_MAX_DAYS = 365;
const SEND_AT_FORM =
  'The send time (sendAt) must be a date and time in ISO form with its zone, like 2026-05-01T10:00:00-04:00 or 2026-05-01T14:00:00Z.';
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Whether an ISO date (and time) names a real moment: Date.parse reads 2027-02-30 as 2 March and 24:00 as the
 * next midnight, so the day must exist in its month and the hour be 00-23.
 */
export function isRealDateTime(iso: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(iso);
  if (!match) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map((part) => Number(part ?? 0));
  const daysInMonth = new Date(Date.UTC(year!, month!, 0)).getUTCDate();
  return month! >= 1 && month! <= 12 && day! >= 1 && day! <= daysInMonth && hour < 24 && minute < 60 && second < 60;
}

/** Why `sendAt` cannot schedule a batch at `now`, or null when it can. */
export function sendAtProblem(sendAt: string, now: number): string | null {
  if (ISO_WITH_ZONE.test(sendAt) && !isRealDateTime(sendAt)) {
    return `The send time (sendAt) ${sendAt} is not a real date and time (that day or hour does not exist). ${SEND_AT_FORM}`;
  }
  const at = ISO_WITH_ZONE.test(sendAt) ? Date.parse(sendAt) : NaN;
  if (Number.isNaN(at)) return SEND_AT_FORM;
  if (at <= now) return 'The send time (sendAt) is in the past. Please choose a moment in the future, or send now.';
  if (at - now > SCHEDULE_AHEAD_MAX_DAYS * 24 * 60 * 60 * 1000) {
    return `The send time (sendAt) is more than ${SCHEDULE_AHEAD_MAX_DAYS} days ahead. Please choose a moment within a year.`;
  }
  return null;
}

/** POST /admin/messages, its event and answer audiences the site's catalog's. */
export const sendMessagesBody = (catalog: Catalog) =>
  z
    .object({
      audience: z.string({ message: 'The audience must be text.' }).superRefine((audience, ctx) => {
        if ((AUDIENCES as readonly string[]).includes(audience)) return;
        const read = isFilterAudience(audience) ? readAudienceFilter(audience, catalog) : null;
        if (read !== null && typeof read !== 'string') return;
        ctx.addIssue({
          code: 'custom',
          message:
            read ??
            `The audience must be one of ${AUDIENCES.map((a) => `'${a}'`).join(', ')}, 'event:<id>:invited|attending|declined|no-answer' or 'answer:<question>:<value>'.`,
        });
      }),
      guestIds: z
        .array(firestoreId)
        .max(MESSAGE_LIMITS.guestIdsMax, `At most ${MESSAGE_LIMITS.guestIdsMax} guests can be chosen at once.`)
        .optional(),
      msgType: z.enum(BULK_MESSAGE_TYPES, {
        message: "The message type (msgType) must be 'original', 'reminder', 'seat' or 'custom'.",
      }),
      cmsg: z
        .string()
        .max(LIMITS.customMessageMax, `A custom message can be at most ${LIMITS.customMessageMax} characters.`)
        .optional()
        .default(''),
      dryRun: z.boolean({ message: 'Please say whether this is a dry run (dryRun: true or false).' }),
      /** 'sms' (the default), 'email', or 'best': a text where the guest can get one, else an email. */
      channel: messageChannel,
      /** Sends the same text to the same audience again within 10 minutes (else 409 naming the earlier batch). */
      confirmRepeat: z.boolean({ message: 'confirmRepeat must be true or false.' }).optional(),
      /** Schedules the batch: an ISO date and time with its zone, in the future and within SCHEDULE_AHEAD_MAX_DAYS. */
      sendAt: z
        .string({ message: SEND_AT_FORM })
        .superRefine((sendAt, ctx) => {
          const problem = sendAtProblem(sendAt, Date.now());
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        })
        .optional(),
    })
    .refine((body) => body.msgType !== 'custom' || body.cmsg.trim().length > 0, {
      message: 'Please write the custom message.',
      path: ['cmsg'],
    })
    .refine(
      (body) => body.msgType !== 'custom' || smsSegments(body.cmsg.trim()).segments <= LIMITS.customMessageMaxSegments,
      {
        message: `The custom message can be at most ${LIMITS.customMessageMaxSegments} text messages long: ${LIMITS.customMessageMax} plain characters, or 268 with emoji or letters outside the basic text-message alphabet.`,
        path: ['cmsg'],
      },
    )
    .refine((body) => body.audience !== 'ids' || (body.guestIds?.length ?? 0) > 0, {
      message: "Please choose at least one guest (guestIds) for the audience 'ids'.",
      path: ['guestIds'],
    })
    .refine((body) => body.audience === 'ids' || body.guestIds === undefined, {
      message: "Chosen guests (guestIds) go only with the audience 'ids'.",
      path: ['guestIds'],
    });
export type SendMessagesBody = z.input<ReturnType<typeof sendMessagesBody>>;

export type MessageRecipient = { id: string; first: string; last: string };
export type SkippedGuest = MessageRecipient & { reason: string };

/** The dry run: who gets the text, who is skipped and why, and the SMS segments all the texts cost. */
export type DryRunData = {
  /** Each recipient with how they would get it. */
  recipients: (MessageRecipient & {
    channel: 'sms' | 'email';
    /** When the message carries for others on the invitation: who on it has not answered, by name. */
    household?: string;
  })[];
  skipped: SkippedGuest[];
  segments: number;
  /** The text as the first recipient would get it (their link's key shown as a placeholder). */
  preview: string | null;
  /**
   * The email as the first email recipient would get it, in plain text (its link and unsubscribe link shown
   * as placeholders); null when nobody gets an email.
   */
  email: { subject: string; text: string } | null;
};
export type BatchQueuedData = { batchId: string; recipients: number; skipped: SkippedGuest[] };
/** 202 for a batch with sendAt: its audience is chosen when it starts, at `startsAt` (ISO). */
export type BatchScheduledData = { batchId: string; status: 'scheduled'; startsAt: string };

/**
 * A batch's life: 'scheduled' (waiting for startsAt), 'sending' (its texts are being handed over),
 * 'done' (every text handed over or failed), 'cancelled' (cancelled before it started);
 * 'refused' (at its start it would have sent more than an admin's whole hourly budget: nothing sent) and
 * 'paused' (still sending at 21:00 on the wedding's clock: the rest wait for 09:00).
 */
export const BATCH_STATUSES = ['scheduled', 'sending', 'done', 'cancelled', 'refused', 'paused'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

/** GET /admin/messages: one line per batch, newest first. `startsAt` is ISO. */
export type BatchListItem = {
  batchId: string;
  msgType: BulkMessageType;
  audience: string;
  status: BatchStatus;
  startsAt: string;
  total: number;
  sent: number;
  delivered: number;
  failed: number;
  /** What holds the batch, in words: waiting for the admin's hourly budget, refused, paused for the night. */
  note: string | null;
};
/** 409 for the same text to the same audience within 10 minutes without confirmRepeat: the earlier batch. */
export type RepeatedBatchData = { earlierBatchId: string };

type TextStatus = (typeof TEXT_STATUSES)[number];
export type BatchFailure = MessageRecipient & { status: TextStatus; errorCode: number | null; reason: string };
/**
 * GET /admin/messages/{batchId}: texts by status; `processed` texts were handed to the provider or
 * failed, and the batch is `done` when all were.
 */
export type BatchProgress = {
  total: number;
  processed: number;
  queued: number;
  sent: number;
  delivered: number;
  undelivered: number;
  failed: number;
  done: boolean;
  /** Texts still waiting for their task more than STALLED_AFTER_MS after the batch started. */
  stalled: boolean;
  failures: BatchFailure[];
  status: BatchStatus;
  /** When the batch started or will start (ISO). */
  startsAt: string;
  /** What holds the batch, in words (as in BatchListItem). */
  note: string | null;
};

/** POST /link-auth: the key from a personal link `<siteUrl>/?k=<key>`; answers like guest-auth. */
export const linkAuthBody = z.object({
  k: z.string({ message: 'The link key (k) is missing. Please open the link from your text message again.' }).max(200),
  lang: signInLang,
});

/** POST /admin/guests/{id}/rotate-link: the guest's new personal link. */
export type RotateLinkData = { link: string };

/** Twilio's status callback (form-encoded); Twilio adds fields over time, so others are allowed. */
export const twilioStatusForm = z.object({
  MessageSid: z.string().regex(/^(SM|MM)[0-9a-f]{32}$/, 'MessageSid is not a Twilio message id.'),
  MessageStatus: z.string().min(1, 'MessageStatus is missing.'),
  ErrorCode: z
    .string()
    .regex(/^\d*$/, 'ErrorCode must be a number.')
    .optional()
    .transform((code) => (code ? Number(code) : null)),
});

/** Twilio's incoming-message webhook (form-encoded). */
export const twilioInboundForm = z.object({
  From: z.string().min(1, 'From is missing.'),
  Body: z.string().max(1600, 'Body is longer than a text message can be.').default(''),
  MessageSid: z
    .string()
    .regex(/^(SM|MM)[0-9a-f]{32}$/i, 'MessageSid is not a Twilio message id.')
    .optional(),
});
