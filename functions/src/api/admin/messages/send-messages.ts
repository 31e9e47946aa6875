import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type {
  BatchQueuedData,
  DryRunData,
  RepeatedBatchData,
  SendMessagesBody,
  sendMessagesBody,
} from '@contract/messages';
import { smsSegments } from '@contract/sms-segments';
import type { Call } from '../../../calls';
import { guests, toGuest, type Guest } from '../../../domain/guests/guests';
import { placeholderLink } from '../../../domain/sign-in/link-keys';
import { retryMessage } from '../../../domain/sign-in/otp';
import { db } from '../../../platform/firebase';
import { adminTextsKey, HOUR_MS, MINUTE_MS } from '../../../platform/limit-keys';
import { maxAdminTextsPerHour, spendableCap } from '../../../platform/rate-limit';
import { accepted, ApiError, fail, ok } from '../../../platform/respond';
import { readSettings } from '../../../domain/invitations/settings';
import { chooseAudience, reachBy, splitAudience } from '../../../domain/messages/audience';
import { batches, createBatch, sendsOf } from '../../../domain/messages/batches';
import {
  carriesLink,
  composeText,
  invitationUnanswered,
  type TextRequest,
} from '../../../domain/messages/compose-text';
import { enqueueTexts } from '../../../domain/messages/enqueue-texts';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The same text to the same audience again within this long needs confirmRepeat: true (a double submit). */
const REPEAT_WINDOW_MS = 10 * MINUTE_MS;

/**
 * Where the last send of this text to this audience is remembered: one document per audience and text, in
 * rateLimits (it is one, with its expireAt for the TTL policy). Claimed in a transaction, so of two
 * simultaneous identical sends only one gets through.
 */
function repeatRef(body: SendMessagesBody & { cmsg: string }) {
  const audience = body.audience === 'ids' ? [...new Set(body.guestIds)].sort() : body.audience;
  const text = body.msgType === 'custom' ? body.cmsg.trim() : '';
  const key = JSON.stringify(['bulk-repeat', audience, body.msgType, text]);
  return db.collection('rateLimits').doc(createHash('sha256').update(key).digest('hex').slice(0, 40));
}

function dryRun(
  recipients: Guest[],
  everyone: Guest[],
  request: TextRequest,
): Pick<DryRunData, 'segments' | 'preview'> {
  const link = carriesLink(request.msgType) ? placeholderLink() : '';
  const answered = new Set(everyone.filter((guest) => !invitationUnanswered([guest])).map((guest) => guest.invtId));
  const texts = recipients.map((guest) => composeText(guest, request, link, !answered.has(guest.invtId)));
  return { segments: texts.reduce((sum, text) => sum + smsSegments(text).segments, 0), preview: texts[0] ?? null };
}

/** POST /admin/messages: a dry run, or one queued task per recipient. */
export async function sendMessages({ caller: admin, body, res }: Call<'admin', typeof sendMessagesBody>) {
  const { audience, guestIds, msgType, cmsg, channel } = body;

  const everyone = (await guests().get()).docs.map(toGuest).filter((guest) => guest !== null);
  const { recipients, skipped } = splitAudience(chooseAudience(everyone, audience, guestIds), msgType, channel);
  const request: TextRequest = { msgType, cmsg, rsvpClosesAt: (await readSettings()).rsvpClosesAt };
  const list = recipients.map((guest) => {
    const reach = reachBy(guest, channel);
    return { id: guest.id, first: guest.first, last: guest.last, channel: 'by' in reach ? reach.by : ('sms' as const) };
  });

  // Only texts cost SMS segments; an email says the same words.
  const texted = recipients.filter((_, index) => list[index]!.channel === 'sms');

  if (body.dryRun) {
    const data: DryRunData = { recipients: list, skipped, ...dryRun(texted, everyone, request) };
    if (texted.length === 0) data.preview = dryRun(recipients, everyone, request).preview;
    return ok(res, `${plural(list.length, 'guest')} would get this text; ${skipped.length} skipped.`, data);
  }
  const byName = admin.actor.name;
  const batchRef = batches().doc();
  if (recipients.length) {
    // Every text counts its SMS segments against the admin's hourly cap, the same budget as single texts.
    const { segments } = dryRun(texted, everyone, request);
    const max = maxAdminTextsPerHour.value();
    const texts = await spendableCap(adminTextsKey(admin.uid), max, HOUR_MS, Date.now(), segments);
    if (texts.limit.limited) {
      throw new ApiError(
        429,
        `This would send ${segments} SMS segments, and you can send ${Math.max(0, max - texts.used)} more this hour ` +
          `(at most ${max} per admin). Please choose fewer guests, or try again in ${retryMessage(texts.limit.retryAfterMs)}.`,
      );
    }
    const ref = repeatRef(body);
    const earlier = await db.runTransaction(async (tx) => {
      const previous = await tx.get(ref);
      const now = Date.now();
      const at = previous.get('at') as Timestamp | undefined;
      if (at && now - at.toMillis() < REPEAT_WINDOW_MS && body.confirmRepeat !== true) {
        return {
          batchId: String(previous.get('batchId')),
          byName: String(previous.get('byName')),
          ago: now - at.toMillis(),
        };
      }
      tx.set(ref, {
        batchId: batchRef.id,
        byName,
        at: Timestamp.fromMillis(now),
        expireAt: Timestamp.fromMillis(now + REPEAT_WINDOW_MS),
      });
      texts.record(tx);
      return null;
    });
    if (earlier) {
      const data: RepeatedBatchData = { earlierBatchId: earlier.batchId };
      return fail(
        res,
        409,
        `The same text went to the same guests ${retryMessage(Math.max(1000, earlier.ago))} ago (batch ${earlier.batchId}, ` +
          `sent by ${earlier.byName}), so it was not sent again. To send it once more, confirm the repeat (confirmRepeat: true).`,
        data,
      );
    }
  }
  const batchId = await createBatch(
    recipients,
    {
      by: admin.uid,
      byName,
      audience,
      msgType,
      channel,
      cmsg: msgType === 'custom' ? cmsg.trim() : '',
      rsvpClosesAt: request.rsvpClosesAt,
      total: recipients.length,
      skipped,
    },
    batchRef,
  );
  const notQueued = await enqueueTexts(
    batchId,
    recipients.map((guest) => guest.id),
  );
  for (const guestId of notQueued) {
    await sendsOf(batchId).doc(guestId).update({
      state: 'done',
      status: 'failed',
      reason: 'The text could not be queued. Please send it again.',
    });
  }
  logger.info('bulk text queued', {
    batch: batchId,
    kind: msgType,
    recipients: recipients.length,
    notQueued: notQueued.length,
  });
  const data: BatchQueuedData = { batchId, recipients: recipients.length, skipped };
  // An audience nobody in it can be texted still answers 202 with its batch: a batch of no texts, done at
  // once, that records who was skipped and why.
  const message = recipients.length
    ? `Sending ${plural(recipients.length, 'text')}; ${skipped.length} skipped.`
    : skipped.length
      ? `Nobody in this audience can get this text (${plural(skipped.length, 'guest')} skipped), so nothing was sent.`
      : 'Nobody is in this audience, so nothing was sent.';
  accepted(res, message, data);
}
