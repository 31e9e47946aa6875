import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { StoredTimestamp } from '@contract/guest';
import type { MessageChannel } from '@contract/email';
import type { BulkMessageType } from '@contract/options';
import { composeEmail } from '../../platform/email/compose';
import { sendEmail } from '../../platform/email/send-email';
import { EmailError } from '../../platform/email/types';
import { issueUnsubscribeLink } from '../../platform/email/unsubscribe-links';
import { db } from '../../platform/firebase';
import { guests, toGuest, type Guest } from '../../guests/guests';
import type { Actor } from '../../guests/history';
import { liveLinks } from '../../sign-in/link-keys';
import { SmsError, type SmsProvider } from '../../platform/sms/types';
import { reachBy, skipReason } from './audience';
import { householdLine, withHouseholdLine, type Named } from '../households/households';
import { batches, sendRef } from './batches';
import {
  carriesLink,
  composeText,
  invitationUnanswered,
  messageParts,
  ownEmailWording,
  type TextWording,
} from '../compose-text';
import { readContent } from '../../content/site-content';
import { recordFailedText, recordSentEmail, recordSentText } from '../record-text';
import { enqueueTextAt, type BatchTask } from './enqueue-texts';
import { textsWaitUntil } from '../texting-policy';
import { clockNow } from '../../platform/clock';
import { knownLanguage } from '../../words';

/**
 * A claim older than this belonged to a run that stopped between claiming the text and recording the
 * provider's answer (the task function times out after 30 s; Twilio's answer is awaited for 10 s).
 */
export const STALE_CLAIM_MS = 60_000;

/** Another run holds the claim right now: the task is retried later, when that run has finished. */
export class ClaimHeld extends Error {}

type Claim =
  | { outcome: 'gone' | 'already done' | 'interrupted' | 'unreachable' }
  | { outcome: 'send'; guest: Guest; body: string; msgType: BulkMessageType; actor: Actor; by: 'sms' }
  | {
      outcome: 'send';
      guest: Guest;
      msgType: BulkMessageType;
      actor: Actor;
      by: 'email';
      batch: BatchDoc;
      link: string;
      /** The couple's wording of the texts (site/content), which the email uses too. */
      wording: TextWording;
      /** The people of the invitation still to answer, when this email carries the message for them. */
      named: Named[];
    };

type BatchDoc = {
  msgType: BulkMessageType;
  cmsg: string;
  rsvpClosesAt: StoredTimestamp | null;
  by: string;
  byName: string;
  /** Missing on batches from before email: texts. */
  channel?: MessageChannel;
};

/**
 * Claims one text of a batch in a transaction: only a send still 'waiting' is claimed, so a task that
 * is retried or delivered twice sends at most one text. The guest is read fresh (someone may have
 * opted out since the batch began), and a text that carries a link carries the guest's working link.
 */
function claim({ batchId, guestId }: BatchTask, now: number, invitesReply: boolean): Promise<Claim> {
  const send = sendRef(batchId, guestId);
  const guestRef = guests().doc(guestId);
  return db.runTransaction(async (tx) => {
    const [batchSnap, sendSnap, guestSnap] = await tx.getAll(batches().doc(batchId), send, guestRef);
    const wording = (await readContent(tx)).content.texts;
    if (!batchSnap?.exists || !sendSnap?.exists) return { outcome: 'gone' };
    const state = sendSnap.get('state') as string;
    if (state === 'done') {
      // Cloud Tasks delivered a finished text again (at-least-once delivery): counted, nothing sent.
      tx.update(send, { redelivered: FieldValue.increment(1) });
      return { outcome: 'already done' };
    }
    if (state === 'sending') {
      const claimedAt = (sendSnap.get('claimedAt') as Timestamp | undefined)?.toMillis() ?? 0;
      if (now - claimedAt < STALE_CLAIM_MS) throw new ClaimHeld('another run is sending this text');
      // At most once: the run that claimed it may or may not have reached the provider, so no retry.
      tx.update(send, {
        state: 'done',
        status: 'failed',
        reason: 'The sender stopped before the provider answered; not sent again, so nobody gets it twice.',
      });
      return { outcome: 'interrupted' };
    }
    const batch = batchSnap.data() as BatchDoc;
    const guest = guestSnap ? toGuest(guestSnap) : null;
    const channel = batch.channel ?? 'sms';
    const reason = guest ? skipReason(guest, batch.msgType, channel) : 'no longer on the guest list';
    if (!guest || reason) {
      tx.update(send, { state: 'done', status: 'failed', reason: `Not sent: ${reason}.`, sentAt: Timestamp.now() });
      return { outcome: 'unreachable' };
    }
    const actor = { uid: batch.by, name: batch.byName };
    const reach = reachBy(guest, channel);
    const byEmail = 'by' in reach && reach.by === 'email';
    // Every email carries the personal link, a custom one too: it is how the guest gets to the site. The
    // link is the one the guest has when it still works (read before the transaction's writes).
    const link = byEmail || carriesLink(batch.msgType) ? (await liveLinks(tx, [guest], now)).get(guest.id)! : '';
    tx.update(send, { state: 'sending', claimedAt: Timestamp.fromMillis(now) });
    const named = (sendSnap.get('named') ?? []) as Named[];
    if (byEmail) {
      return { outcome: 'send', guest, msgType: batch.msgType, actor, by: 'email', batch, link, wording, named };
    }
    const body = withHouseholdLine(composeText(guest, batch, link, invitesReply, wording), named, guest.language);
    return { outcome: 'send', guest, body, msgType: batch.msgType, actor, by: 'sms' };
  });
}

/**
 * Whether the guest's text invites a reply of 1 or 2: their invitation has no answer yet. Read outside
 * the claim's transaction, so the texts of one invitation's members do not lock each other out.
 */
export async function invitesReplyFor(guestId: string): Promise<boolean> {
  const guest = toGuest(await guests().doc(guestId).get());
  if (!guest) return false;
  const members = (await guests().where('invtId', '==', guest.invtId).get()).docs.map(toGuest);
  return invitationUnanswered(members.filter((member) => member !== null));
}

/**
 * Sends one text of a bulk send (the body of the task queue function). The window between claiming
 * ('sending') and recording the provider's answer is the one place a text can be lost: if the run dies
 * there, the next run marks the text failed rather than risk sending it twice.
 */
export async function sendBatchText(
  task: BatchTask,
  provider: SmsProvider,
  at?: number,
  requeue: (task: BatchTask, at: number) => Promise<void> = enqueueTextAt,
) {
  // Quiet hours hold when each text goes out, not only when a batch is scheduled: a batch still sending
  // at 21:00 pauses, its texts waiting (unclaimed) for 09:00, and its status says so. The hour comes from
  // the clock (or the caller's `at`).
  const morning = textsWaitUntil(at ?? (await clockNow()));
  const now = at ?? Date.now();
  if (morning !== null) {
    try {
      await batches()
        .doc(task.batchId)
        .update({ pausedUntil: Timestamp.fromMillis(morning) });
    } catch (error) {
      if ((error as { code?: unknown }).code === 5) return 'gone'; // NOT_FOUND: the batch was deleted
      throw error;
    }
    await requeue(task, morning);
    logger.info('bulk text waits for the morning', { batch: task.batchId, guest: task.guestId });
    return 'paused';
  }
  const claimed = await claim(task, now, await invitesReplyFor(task.guestId));
  if (claimed.outcome !== 'send') {
    logger.info('bulk text not sent', { batch: task.batchId, guest: task.guestId, outcome: claimed.outcome });
    return claimed.outcome;
  }
  if (claimed.by === 'email') return sendBatchEmail(task, claimed);
  const { guest, body, msgType, actor } = claimed;
  const recording = { guestId: guest.id, actor, msgType, send: sendRef(task.batchId, task.guestId) };
  try {
    const result = await provider.send({
      to: guest.phone,
      body,
      kind: msgType,
      guestId: guest.id,
      batchId: task.batchId,
    });
    await recordSentText(recording, result);
    return 'sent';
  } catch (error) {
    if (!(error instanceof SmsError)) throw error; // the claim stays: a later run resolves it as above
    if (error.retriable) {
      // The provider said it did not take the text: release the claim, so the retry sends it.
      await recording.send.update({ state: 'waiting', claimedAt: null });
      throw error;
    }
    await recordFailedText(recording, error);
    logger.warn('bulk text refused', { batch: task.batchId, guest: guest.id, code: error.providerCode });
    return 'failed';
  }
}

type EmailClaim = Extract<Claim, { by: 'email' }>;

/**
 * The email of a bulk send: the same words as the text, the personal link and an unsubscribe link. An
 * SMTP refusal marks it failed (not retried: the server may have taken it before failing to answer).
 */
async function sendBatchEmail(task: BatchTask, { guest, msgType, actor, batch, link, wording, named }: EmailClaim) {
  const send = sendRef(task.batchId, task.guestId);
  const language = knownLanguage(guest.language);
  const unsubscribeUrl = await issueUnsubscribeLink(guest.id, guest.email);
  const parts = messageParts(guest, batch, link);
  const email = composeEmail(msgType, language, {
    ...parts,
    cmsg: batch.cmsg,
    unsubscribeUrl,
    own: ownEmailWording(wording, msgType, language, parts),
    household: householdLine(named, language),
  });
  try {
    await sendEmail({
      to: guest.email,
      ...email,
      kind: msgType,
      guestId: guest.id,
      batchId: task.batchId,
      unsubscribeUrl,
    });
  } catch (error) {
    if (!(error instanceof EmailError)) throw error;
    await send.update({
      state: 'done',
      status: 'failed',
      channel: 'email',
      reason: error.message,
      sentAt: Timestamp.now(),
    });
    logger.warn('bulk email refused', { batch: task.batchId, guest: guest.id });
    return 'failed';
  }
  await recordSentEmail({ guestId: guest.id, actor, msgType, send });
  return 'sent';
}
