// Texts from the couple's own phone: a queue of the site's texts, each opened with
// one tap in Messages or WhatsApp and marked sent by hand.
import { z } from './zod';
import { sendMessagesBody, type SendMessagesBody } from './messages';
import type { BulkMessageType, Language } from './options';
import type { Catalog } from './events';

/** What a bulk send has and a phone queue does not: the couple's phone sends now, by itself. */
const NOT_FOR_A_PHONE_QUEUE: Record<string, string> = {
  channel: 'A phone queue is texted from your own phone: leave out the channel.',
  sendAt: 'A phone queue is sent from your phone when you open it, so it cannot be scheduled: leave out sendAt.',
  confirmRepeat: 'A phone queue is never sent twice by itself: leave out confirmRepeat.',
};

/** POST /admin/phone-queue: the audience fields of POST /admin/messages (audience, guestIds, msgType, cmsg, dryRun). */
export const phoneQueueBody = (catalog: Catalog) =>
  z
    .unknown()
    .superRefine((raw, ctx) => {
      if (typeof raw !== 'object' || raw === null) return;
      for (const [field, message] of Object.entries(NOT_FOR_A_PHONE_QUEUE)) {
        if (field in raw) ctx.addIssue({ code: 'custom', message, path: [field] });
      }
    })
    .pipe(sendMessagesBody(catalog));
export type PhoneQueueBody = Pick<SendMessagesBody, 'audience' | 'guestIds' | 'msgType' | 'cmsg' | 'dryRun'>;

/** How a text left the couple's phone. */
export const PHONE_QUEUE_VIAS = ['sms-app', 'whatsapp'] as const;
export type PhoneQueueVia = (typeof PHONE_QUEUE_VIAS)[number];

/** POST /admin/phone-queue/{queueId}/items/{guestId}: marks the item sent. */
export const markPhoneQueueItemBody = z.object({
  via: z.enum(PHONE_QUEUE_VIAS, {
    message: "Please say how the text was sent (via): 'sms-app' (the Messages app) or 'whatsapp'.",
  }),
});

/** A guest left out of the queue, and why (no phone number, opted out, invitation disabled, not seated). */
export type PhoneQueueSkip = { guestId: string; first: string; last: string; reason: string };
export type PhoneQueueRecipient = {
  guestId: string;
  first: string;
  last: string;
  language: Language;
  /** When the text carries for others on the invitation: who on it has not answered, by name. */
  household?: string;
};

/** 200 for a dry run: who would be in the queue, who is skipped, and the first text as it would read. */
export type PhoneQueueDryRun = {
  recipients: PhoneQueueRecipient[];
  skipped: PhoneQueueSkip[];
  /** The first recipient's text (their link's key shown as a placeholder), or null when nobody is in it. */
  preview: string | null;
};
/** 201: the stored queue. */
export type PhoneQueueCreated = { queueId: string; count: number; skipped: PhoneQueueSkip[] };

/** GET /admin/phone-queue: one line per queue, newest first. Times are ISO. */
export type PhoneQueueSummary = {
  queueId: string;
  createdAt: string | null;
  /** The admin who made it: uid and name. */
  createdBy: string;
  createdByName: string;
  msgType: BulkMessageType;
  cmsg: string;
  /** How many texts it holds, and how many of them were marked sent. */
  count: number;
  done: number;
};

export type PhoneQueueItem = {
  guestId: string;
  name: string;
  /** E.164. */
  phone: string;
  language: Language;
  body: string;
  /** When it was marked sent (ISO), how, and by whom (uid and name); null while unsent. */
  sentAt: string | null;
  via: PhoneQueueVia | null;
  by: string | null;
  byName: string | null;
  /** Opens the Messages app with the number and the text (iOS and Android). */
  smsHref: string;
  /** Opens WhatsApp's chat with the number and the text. */
  whatsappHref: string;
};

/** GET /admin/phone-queue/{queueId}: the queue, its items by name, and who was left out. */
export type PhoneQueueDetail = PhoneQueueSummary & { items: PhoneQueueItem[]; skipped: PhoneQueueSkip[] };

/** POST and DELETE on an item: the item as it is now, and the queue's counts. */
export type PhoneQueueMarked = { item: PhoneQueueItem; count: number; done: number };
