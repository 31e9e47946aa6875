import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { InboxData, InboxMessage } from '@contract/inbox';
import { SKIP_REASONS } from '@contract/options';
import type { Call } from '../../api/calls';
import { guests, toGuest } from '../../guests/guests';
import { skipReason } from '../bulk/audience';
import { inbox } from './inbox';
import { recordFailedText, recordSentText } from '../record-text';
import { db } from '../../platform/firebase';
import { spendAdminTexts } from '../text-budget';
import { ok } from '../../platform/respond';
import { Refusal } from '../../platform/refusal';
import { getSmsProvider, SmsError } from '../../platform/sms/provider';
import { refuseTextsOff } from '../../platform/sms/texting';
import { isoOrNull } from '../../platform/timestamps';
import { outboundCountryProblem } from '../../platform/sms/country-guard';

/** The newest messages the console lists; the unread count covers them all. */
const LISTED = 300;
/** A reply claimed this recently is still being sent: a second click must not text the guest twice. */
const REPLY_CLAIM_MS = 60_000;
/** The same reply to the same message within this time is a repeated click, not a second reply. */
const SAME_REPLY_MS = 10 * 60_000;

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

const NOT_FOUND = 'We could not find this message. Please reload the inbox.';

/** GET /admin/inbox: the texts guests sent, newest first, and how many are not handled yet. */
export async function listInbox({ res }: Call<'GET /admin/inbox'>) {
  const [listed, unread] = await Promise.all([
    inbox().orderBy('at', 'desc').limit(LISTED).get(),
    inbox().where('handled', '==', false).count().get(),
  ]);
  const data: InboxData = { unread: unread.data().count, messages: listed.docs.map(toMessage) };
  ok(res, `${data.unread} unread message${data.unread === 1 ? '' : 's'}.`, data);
}

/** PATCH /admin/inbox/{id} {handled}. */
export async function patchInbox({ params: { id }, body, res }: Call<'PATCH /admin/inbox/{id}'>) {
  const ref = inbox().doc(id);
  const message = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new Refusal('not-found', NOT_FOUND);
    tx.update(ref, { handled: body.handled });
    return { ...toMessage(snap), handled: body.handled };
  });
  ok(res, body.handled ? 'Marked as handled.' : 'Marked as not handled.', message);
}

/** Why a reply to message `id` may not be sent to its number (outside SMS_COUNTRIES), or null. */
async function outboundProblemOf(id: string): Promise<string | null> {
  const snap = await inbox().doc(id).get();
  if (!snap.exists) return null; // the transaction below answers 404
  return outboundCountryProblem(String(snap.get('from') ?? ''));
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
export async function replyToInbox({ caller: admin, params: { id }, body, res }: Call<'POST /admin/inbox/{id}/reply'>) {
  // A reply is a text from a Twilio number: with TEXTING=verify there is none.
  refuseTextsOff();
  const text = body.body;
  const problem = await outboundProblemOf(id);
  if (problem) throw new Refusal('invalid', problem);

  const texts = await spendAdminTexts(admin.uid);

  const ref = inbox().doc(id);
  const message = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new Refusal('not-found', NOT_FOUND);
    const claimedAt = (snap.get('replyClaimedAt') as Timestamp | undefined)?.toMillis() ?? 0;
    if (Date.now() - claimedAt < REPLY_CLAIM_MS) {
      throw new Refusal('conflict', 'A reply to this message is being sent already. Please wait a moment and reload.');
    }
    const message = toMessage(snap);
    const lastReplyMs = message.reply?.at ? Date.parse(message.reply.at) : 0;
    if (message.reply?.body === text && Date.now() - lastReplyMs < SAME_REPLY_MS) {
      throw new Refusal('conflict', 'This reply was sent already. Please reload the inbox.');
    }
    const guest = message.guestId ? toGuest(await tx.get(guests().doc(message.guestId))) : null;
    const reason = guest ? skipReason(guest, 'custom') : null;
    if (reason && refusals[reason]) throw new Refusal('conflict', refusals[reason]);
    tx.update(ref, { replyClaimedAt: Timestamp.now() });
    return { message, guest };
  });

  const to = message.message.from;
  const recording = message.guest ? { guestId: message.guest.id, actor: admin.actor, msgType: 'custom' } : null;
  try {
    const result = await getSmsProvider().send({ to, body: text, kind: 'custom', guestId: message.guest?.id ?? '' });
    if (recording) await recordSentText(recording, result);
  } catch (error) {
    await ref.update({ replyClaimedAt: FieldValue.delete() });
    if (!(error instanceof SmsError)) throw error;
    logger.warn('inbox reply not sent', { message: id, code: error.providerCode });
    if (recording) await recordFailedText(recording, error);
    throw new Refusal(
      error.providerCode === undefined || error.retriable ? 'unavailable' : 'undeliverable',
      error.message,
    );
  }
  await texts.record();
  const reply = { at: Timestamp.now(), by: admin.uid, byName: admin.actor.name, body: text };
  await ref.update({ reply, handled: true, replyClaimedAt: FieldValue.delete() });
  logger.info('inbox reply sent', { message: id });
  const data: InboxMessage = {
    ...message.message,
    handled: true,
    reply: { ...reply, at: reply.at.toDate().toISOString() },
  };
  ok(res, 'Reply sent.', data);
}
