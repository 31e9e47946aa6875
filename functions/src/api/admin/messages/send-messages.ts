import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type {
  BatchQueuedData,
  BatchScheduledData,
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
import { batches, createBatch } from '../../../domain/messages/batches';
import {
  carriesLink,
  composeText,
  type TextWording,
  invitationUnanswered,
  type TextRequest,
} from '../../../domain/messages/compose-text';
import { queueBatchTexts, scheduleBatch } from '../../../domain/messages/scheduled-batches';
import { outsideQuietHours } from '@contract/quiet-hours';
import { formatDeadline } from '@contract/wedding-dates';
import { wedding } from '@config';
import { readContent } from '../../../domain/content/site-content';
import type { Response } from 'express';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The same text to the same audience again within this long needs confirmRepeat: true (a double submit). */
const REPEAT_WINDOW_MS = 10 * MINUTE_MS;

/**
 * Where the last send of this text to this audience is remembered: one document per audience and text, in
 * rateLimits (it is one, with its expireAt for the TTL policy). Claimed in a transaction, so of two
 * simultaneous identical sends only one gets through.
 */
function repeatRef(body: SendMessagesBody & { cmsg: string }, startsAt?: number) {
  const audience = body.audience === 'ids' ? [...new Set(body.guestIds)].sort() : body.audience;
  const text = body.msgType === 'custom' ? body.cmsg.trim() : '';
  // A scheduled batch repeats another only when it also starts at the same moment.
  const key = JSON.stringify(['bulk-repeat', audience, body.msgType, text, ...(startsAt ? [startsAt] : [])]);
  return db.collection('rateLimits').doc(createHash('sha256').update(key).digest('hex').slice(0, 40));
}

function dryRun(
  recipients: Guest[],
  everyone: Guest[],
  request: TextRequest,
  wording?: TextWording,
): Pick<DryRunData, 'segments' | 'preview'> {
  const link = carriesLink(request.msgType) ? placeholderLink() : '';
  const answered = new Set(everyone.filter((guest) => !invitationUnanswered([guest])).map((guest) => guest.invtId));
  const texts = recipients.map((guest) => composeText(guest, request, link, !answered.has(guest.invtId), wording));
  return { segments: texts.reduce((sum, text) => sum + smsSegments(text).segments, 0), preview: texts[0] ?? null };
}

/**
 * Claims the repeat guard for this text to this audience: null when it is free (or confirmRepeat), else the
 * earlier batch. In a transaction, so of two simultaneous identical requests only one gets through.
 */
function claimRepeat(
  ref: ReturnType<typeof repeatRef>,
  batchId: string,
  byName: string,
  confirmRepeat: boolean | undefined,
  also?: (tx: FirebaseFirestore.Transaction) => void,
) {
  return db.runTransaction(async (tx) => {
    const previous = await tx.get(ref);
    const now = Date.now();
    const at = previous.get('at') as Timestamp | undefined;
    if (at && now - at.toMillis() < REPEAT_WINDOW_MS && confirmRepeat !== true) {
      return {
        batchId: String(previous.get('batchId')),
        byName: String(previous.get('byName')),
        ago: now - at.toMillis(),
      };
    }
    tx.set(ref, {
      batchId,
      byName,
      at: Timestamp.fromMillis(now),
      expireAt: Timestamp.fromMillis(now + REPEAT_WINDOW_MS),
    });
    also?.(tx);
    return null;
  });
}

function repeated(res: Response, earlier: { batchId: string; byName: string; ago: number }, scheduled: boolean) {
  const data: RepeatedBatchData = { earlierBatchId: earlier.batchId };
  const ago = retryMessage(Math.max(1000, earlier.ago));
  const what = scheduled
    ? `was scheduled for the same time for the same guests ${ago} ago (batch ${earlier.batchId}, scheduled by ${earlier.byName}), so it was not scheduled again. To schedule it once more`
    : `went to the same guests ${ago} ago (batch ${earlier.batchId}, sent by ${earlier.byName}), so it was not sent again. To send it once more`;
  fail(res, 409, `The same text ${what}, confirm the repeat (confirmRepeat: true).`, data);
}

/** POST /admin/messages: a dry run, one queued task per recipient, or (with sendAt) a scheduled batch. */
export async function sendMessages({ caller: admin, body, res }: Call<'admin', typeof sendMessagesBody>) {
  const wording = (await readContent()).content.texts;
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
    const data: DryRunData = { recipients: list, skipped, ...dryRun(texted, everyone, request, wording) };
    if (texted.length === 0) data.preview = dryRun(recipients, everyone, request, wording).preview;
    return ok(res, `${plural(list.length, 'guest')} would get this text; ${skipped.length} skipped.`, data);
  }
  const byName = admin.actor.name;
  const batchRef = batches().doc();
  if (body.sendAt) {
    // The audience is chosen when the batch starts; today's is only an estimate of its size.
    const startsAt = outsideQuietHours(Date.parse(body.sendAt), wedding.event.timeZone);
    const { segments } = dryRun(texted, everyone, request, wording);
    const max = maxAdminTextsPerHour.value();
    if (segments > max) {
      throw new ApiError(
        429,
        `This would send ${segments} SMS segments to today's audience, more than the ${max} an admin may send in an hour. Please choose fewer guests.`,
      );
    }
    const earlier = await claimRepeat(repeatRef(body, startsAt), batchRef.id, byName, body.confirmRepeat);
    if (earlier) return repeated(res, earlier, true);
    await scheduleBatch(
      {
        by: admin.uid,
        byName,
        audience,
        guestIds: audience === 'ids' ? [...new Set(guestIds)] : [],
        msgType,
        channel,
        cmsg: msgType === 'custom' ? cmsg.trim() : '',
        startsAt,
      },
      batchRef,
    );
    const data: BatchScheduledData = {
      batchId: batchRef.id,
      status: 'scheduled',
      startsAt: new Date(startsAt).toISOString(),
    };
    logger.info('bulk text scheduled', { batch: batchRef.id, kind: msgType, startsAt: data.startsAt });
    return accepted(
      res,
      startsAt === Date.parse(body.sendAt)
        ? `Scheduled for ${formatDeadline(startsAt, 'en')}.`
        : `Scheduled for ${formatDeadline(startsAt, 'en')}: no texts go out between 21:00 and 09:00, so it waits for the morning.`,
      data,
    );
  }
  if (recipients.length) {
    // Every text counts its SMS segments against the admin's hourly cap, the same budget as single texts.
    const { segments } = dryRun(texted, everyone, request, wording);
    const max = maxAdminTextsPerHour.value();
    const texts = await spendableCap(adminTextsKey(admin.uid), max, HOUR_MS, Date.now(), segments);
    if (texts.limit.limited) {
      throw new ApiError(
        429,
        `This would send ${segments} SMS segments, and you can send ${Math.max(0, max - texts.used)} more this hour ` +
          `(at most ${max} per admin). Please choose fewer guests, or try again in ${retryMessage(texts.limit.retryAfterMs)}.`,
      );
    }
    const earlier = await claimRepeat(repeatRef(body), batchRef.id, byName, body.confirmRepeat, (tx) =>
      texts.record(tx),
    );
    if (earlier) return repeated(res, earlier, false);
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
  const notQueued = await queueBatchTexts(
    batchId,
    recipients.map((guest) => guest.id),
  );
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
