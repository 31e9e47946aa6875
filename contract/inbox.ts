// The couple's inbox: texts guests sent that the site could not answer by itself.
import { z } from './zod';
import { LIMITS } from './options';
import { hasControlCharacters } from './plain-text';
import { smsSegments } from './sms-segments';

/** PATCH /admin/inbox/{id}: mark a message handled or not. */
export const inboxPatchBody = z.object({
  handled: z.boolean({ message: 'Please say whether the message is handled (handled: true or false).' }),
});

/** POST /admin/inbox/{id}/reply: a plain text back to the sender, at most 4 SMS segments. */
export const inboxReplyBody = z.object({
  body: z
    .string({ message: 'Please write the reply (body).' })
    .trim()
    .min(1, 'Please write the reply (body).')
    .max(LIMITS.customMessageMax, `A reply can be at most ${LIMITS.customMessageMax} characters.`)
    .refine(
      (text) => smsSegments(text).segments <= LIMITS.customMessageMaxSegments,
      `A reply can be at most ${LIMITS.customMessageMaxSegments} text segments; please shorten it.`,
    )
    .refine((text) => !hasControlCharacters(text.replace(/\n/g, ' ')), 'The reply cannot contain control characters.'),
});
export type InboxReplyBody = z.infer<typeof inboxReplyBody>;

export type InboxReply = { at: string | null; by: string; byName: string; body: string };
export type InboxMessage = {
  id: string;
  at: string | null;
  from: string;
  guestId: string | null;
  first: string;
  last: string;
  body: string;
  handled: boolean;
  reply: InboxReply | null;
};
/** GET /admin/inbox: newest first; `unread` counts the messages not handled yet. */
export type InboxData = { unread: number; messages: InboxMessage[] };
