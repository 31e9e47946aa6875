import type { Request, Response } from 'express';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { firestoreId } from '@contract/ids';
import { inboxPatchBody, inboxReplyBody, type InboxData, type InboxMessage } from '@contract/inbox';
import { firstIssue } from '@contract/issues';
import { SKIP_REASONS } from '@contract/options';
import { requireEnabledAdmin } from '../../lib/auth';
import { db } from '../../lib/firebase';
import { guests, toGuest } from '../../lib/guests';
import { adminTextsKey, HOUR_MS } from '../../lib/limit-keys';
import { retryMessage } from '../../lib/otp';
import { maxAdminTextsPerHour, spendableCap } from '../../lib/rate-limit';
import { ApiError, ok } from '../../lib/respond';
import { isoOrNull } from '../../lib/timestamps';
import { actorFor } from '../../messages/actors';
import { skipReason } from '../../messages/audience';
import { inbox } from '../../messages/inbox';
import { recordFailedText, recordSentText } from '../../messages/record-text';
import { getSmsProvider, SmsError } from '../../sms/provider';

/** The newest messages the console lists; the unread count covers them all. */
const LISTED = 300;
/** A reply claimed this recently is still being sent: a second click must not text the guest twice. */
const REPLY_CLAIM_MS = 60_000;

function toMessage(doc: FirebaseFirestore.DocumentSnapshot): InboxMessage {
  const reply = doc.get('reply') as { at?: unknown; by?: string; byName?: string; body?: string } | undefined;
  return {
    id: doc.id,
    at: isoOrNull(doc.get('at')),
    from: String(doc.get('from') ?? ''),
    guestId: (doc.get('guestId') as string | null) ?? null,
    first: String(doc.get('first') ?? ''),
    last: String(doc.get('last') ?? ''),
    body: String(doc.get('body') ?? ''),
    handled: doc.get('handled') === true,
    reply: reply
      ? { at: isoOrNull(reply.at), by: reply.by ?? '', byName: reply.byName ?? '', body: reply.body ?? '' }
      : null,
  };
}

function messageId(req: Request): string {
  const id = firestoreId.safeParse(req.params.id);
  if (!id.success) throw new ApiError(400, 'The message id is not valid.');
  return id.data;
}

const NOT_FOUND = 'We could not find this message. Please reload the inbox.';

/** GET /admin/inbox: the texts guests sent, newest first, and how many are not handled yet. */
export async function listInbox(req: Request, res: Response) {
  await requireEnabledAdmin(req);
  const [listed, unread] = await Promise.all([
    inbox().orderBy('at', 'desc').limit(LISTED).get(),
    inbox().where('handled', '==', false).count().get(),
  ]);
  const data: InboxData = { unread: unread.data().count, messages: listed.docs.map(toMessage) };
  ok(res, `${data.unread} unread message${data.unread === 1 ? '' : 's'}.`, data);
}

/** PATCH /admin/inbox/{id} {handled}. */
export async function patchInbox(req: Request, res: Response) {
  await requireEnabledAdmin(req);
  const id = messageId(req);
  const body = inboxPatchBody.safeParse(req.body);
  if (!body.success) throw new ApiError(400, firstIssue(body.error));
  const ref = inbox().doc(id);
  const message = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new ApiError(404, NOT_FOUND);
    tx.update(ref, { handled: body.data.handled });
    return { ...toMessage(snap), handled: body.data.handled };
  });
  ok(res, body.data.handled ? 'Marked as handled.' : 'Marked as not handled.', message);
}

const refusals: Record<string, string> = {
  [SKIP_REASONS.disabled]: "This guest's invitation is disabled, so no text was sent.",
  [SKIP_REASONS.optedOut]: 'This guest has opted out of text messages (replied STOP), so no text was sent.',
};

/**
 * POST /admin/inbox/{id}/reply {body}: texts the sender back (a custom text, counted against the admin's
 * hourly text cap), stores the reply and marks the message handled. A reply being sent holds a claim on
 * the message, so a second click does not text twice.
 */
export async function replyToInbox(req: Request, res: Response) {
  const admin = await requireEnabledAdmin(req);
  const id = messageId(req);
  const body = inboxReplyBody.safeParse(req.body);
  if (!body.success) throw new ApiError(400, firstIssue(body.error));
  const text = body.data.body;

  const max = maxAdminTextsPerHour.value();
  const texts = await spendableCap(adminTextsKey(admin.uid), max, HOUR_MS);
  if (texts.limit.limited) {
    throw new ApiError(
      429,
      `You have sent ${max} texts this hour, the most allowed. Please try again in ${retryMessage(texts.limit.retryAfterMs)}.`,
    );
  }

  const ref = inbox().doc(id);
  const message = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new ApiError(404, NOT_FOUND);
    const claimedAt = (snap.get('replyClaimedAt') as Timestamp | undefined)?.toMillis() ?? 0;
    if (Date.now() - claimedAt < REPLY_CLAIM_MS) {
      throw new ApiError(409, 'A reply to this message is being sent already. Please wait a moment and reload.');
    }
    const message = toMessage(snap);
    const guest = message.guestId ? toGuest(await tx.get(guests().doc(message.guestId))) : null;
    const reason = guest ? skipReason(guest, 'custom') : null;
    if (reason && refusals[reason]) throw new ApiError(409, refusals[reason]);
    tx.update(ref, { replyClaimedAt: Timestamp.now() });
    return { message, guest };
  });

  const to = message.message.from;
  const recording = message.guest
    ? { guestId: message.guest.id, actor: actorFor(admin.guest), msgType: 'custom' }
    : null;
  try {
    const result = await getSmsProvider().send({ to, body: text, kind: 'custom', guestId: message.guest?.id ?? '' });
    if (recording) await recordSentText(recording, result);
  } catch (error) {
    await ref.update({ replyClaimedAt: FieldValue.delete() });
    if (!(error instanceof SmsError)) throw error;
    logger.warn('inbox reply not sent', { message: id, code: error.providerCode });
    if (recording) await recordFailedText(recording, error);
    throw new ApiError(error.providerCode === undefined || error.retriable ? 502 : 422, error.message);
  }
  await texts.record();
  const reply = { at: Timestamp.now(), by: admin.uid, byName: `${admin.guest.first} ${admin.guest.last}`, body: text };
  await ref.update({ reply, handled: true, replyClaimedAt: FieldValue.delete() });
  logger.info('inbox reply sent', { message: id });
  const data: InboxMessage = {
    ...message.message,
    handled: true,
    reply: { ...reply, at: reply.at.toDate().toISOString() },
  };
  ok(res, 'Reply sent.', data);
}
