import { logger } from 'firebase-functions';
import type { BatchQueuedData, DryRunData, sendMessagesBody } from '@contract/messages';
import { smsSegments } from '@contract/sms-segments';
import type { Call } from '../../../calls';
import { guests, toGuest, type Guest } from '../../../domain/guests/guests';
import { placeholderLink } from '../../../domain/sign-in/link-keys';
import { accepted, ok } from '../../../platform/respond';
import { readSettings } from '../../../domain/invitations/settings';
import { chooseAudience, reachBy, splitAudience } from '../../../domain/messages/audience';
import { createBatch, sendsOf } from '../../../domain/messages/batches';
import { carriesLink, composeText, type TextRequest } from '../../../domain/messages/compose-text';
import { enqueueTexts } from '../../../domain/messages/enqueue-texts';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function dryRun(recipients: Guest[], request: TextRequest): Pick<DryRunData, 'segments' | 'preview'> {
  const link = carriesLink(request.msgType) ? placeholderLink() : '';
  // Only texts cost segments; an email says the same words.
  const texts = recipients.map((guest) => composeText(guest, request, link));
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

  if (body.dryRun) {
    const texted = recipients.filter((_, index) => list[index]!.channel === 'sms');
    const data: DryRunData = {
      recipients: list,
      skipped,
      ...dryRun(texted, request),
    };
    if (texted.length === 0) data.preview = dryRun(recipients, request).preview;
    return ok(res, `${plural(list.length, 'guest')} would get this text; ${skipped.length} skipped.`, data);
  }
  const batchId = await createBatch(recipients, {
    by: admin.uid,
    byName: admin.actor.name,
    audience,
    msgType,
    channel,
    cmsg: msgType === 'custom' ? cmsg.trim() : '',
    rsvpClosesAt: request.rsvpClosesAt,
    total: recipients.length,
    skipped,
  });
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
