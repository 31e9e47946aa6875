import { logger } from 'firebase-functions';
import type { BatchQueuedData, BatchScheduledData, DryRunData, RepeatedBatchData } from '@contract/messages';
import type { Call } from '../../api/calls';
import { guests, toGuest, type Guest } from '../../guests/guests';
import { retryMessage } from '../../sign-in/otp';
import { refuseOverHourlyBudget, spendAdminTexts } from '../text-budget';
import { accepted, ok } from '../../platform/respond';
import { Refusal } from '../../platform/refusal';
import { readSettings } from '../../settings/site-settings';
import { chooseAudience, reachAudience, reachBy } from './audience';
import { batches, createBatch } from './batches';
import type { TextRequest, TextWording } from '../compose-text';
import { emailPreview, textCost } from './batch-cost';
import { queueBatchTexts, scheduleBatch } from '../scheduled/scheduled-batches';
import { claimRepeat, repeatRef } from '../repeat-guard';
import { QUIET_HOURS_TEXT } from '@contract/quiet-hours';
import { textsStartAt } from '../texting-policy';
import { formatDeadline } from '@contract/wedding-dates';
import { readContent } from '../../content/site-content';
import { joinedNames } from '@contract/people';
import type { Named } from '../households/households';
import { refuseTextsOff } from '../../platform/sms/texting';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

const dryRun = (
  recipients: Guest[],
  everyone: Guest[],
  request: TextRequest,
  wording?: TextWording,
  named?: Map<string, Named[]>,
): Pick<DryRunData, 'segments' | 'preview'> => textCost(recipients, everyone, request, wording, named);

/** The refusal of a text that repeats one sent (or scheduled) to the same guests within the last minutes. */
function repeated(earlier: { batchId: string; byName: string; ago: number }, scheduled: boolean): Refusal {
  const data: RepeatedBatchData = { earlierBatchId: earlier.batchId };
  const ago = retryMessage(Math.max(1000, earlier.ago));
  const what = scheduled
    ? `was scheduled for the same time for the same guests ${ago} ago (batch ${earlier.batchId}, scheduled by ${earlier.byName}), so it was not scheduled again. To schedule it once more`
    : `went to the same guests ${ago} ago (batch ${earlier.batchId}, sent by ${earlier.byName}), so it was not sent again. To send it once more`;
  return new Refusal('conflict', `The same text ${what}, confirm the repeat (confirmRepeat: true).`, { data });
}

/** POST /admin/messages: a dry run, one queued task per recipient, or (with sendAt) a scheduled batch. */
export async function sendMessages({ caller: admin, body, catalog, res }: Call<'POST /admin/messages'>) {
  const wording = (await readContent()).content.texts;
  const { audience, guestIds, msgType, cmsg, channel } = body;
  // With TEXTING=verify no text goes from a Twilio number: 'sms' is refused, 'best' falls back to email.
  if (channel === 'sms') refuseTextsOff();

  const everyone = (await guests().get()).docs.map(toGuest).filter((guest) => guest !== null);
  const { recipients, skipped, named } = reachAudience(
    chooseAudience(everyone, audience, catalog, guestIds),
    everyone,
    msgType,
    channel,
  );
  const request: TextRequest = { msgType, cmsg, rsvpClosesAt: (await readSettings()).rsvpClosesAt };
  const list = recipients.map((guest) => {
    const reach = reachBy(guest, channel);
    const household = named.get(guest.id);
    return {
      id: guest.id,
      first: guest.first,
      last: guest.last,
      channel: 'by' in reach ? reach.by : ('sms' as const),
      ...(household ? { household: joinedNames(household, 'and') } : {}),
    };
  });

  // Only texts cost SMS segments; an email says the same words.
  const texted = recipients.filter((_, index) => list[index]!.channel === 'sms');

  if (body.dryRun) {
    const emailed = recipients.find((_, index) => list[index]!.channel === 'email');
    const email = emailed ? emailPreview(emailed, request, wording, named.get(emailed.id)) : null;
    const data: DryRunData = { recipients: list, skipped, ...dryRun(texted, everyone, request, wording, named), email };
    if (texted.length === 0) data.preview = dryRun(recipients, everyone, request, wording, named).preview;
    return ok(res, `${plural(list.length, 'guest')} would get this text; ${skipped.length} skipped.`, data);
  }
  const byName = admin.actor.name;
  const batchRef = batches().doc();
  if (body.sendAt) {
    // The audience is chosen when the batch starts; today's is only an estimate of its size.
    const startsAt = textsStartAt(Date.parse(body.sendAt));
    const { segments } = dryRun(texted, everyone, request, wording, named);
    refuseOverHourlyBudget(segments);
    const earlier = await claimRepeat(repeatRef(body, startsAt), batchRef.id, byName, body.confirmRepeat);
    if (earlier) throw repeated(earlier, true);
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
        : `Scheduled for ${formatDeadline(startsAt, 'en')}: no texts go out ${QUIET_HOURS_TEXT}, so it waits for the morning.`,
      data,
    );
  }
  if (recipients.length) {
    // Every text counts its SMS segments against the admin's hourly cap, the same budget as single texts.
    const { segments } = dryRun(texted, everyone, request, wording, named);
    const texts = await spendAdminTexts(admin.uid, segments);
    const earlier = await claimRepeat(repeatRef(body), batchRef.id, byName, body.confirmRepeat, (tx) =>
      texts.record(tx),
    );
    if (earlier) throw repeated(earlier, false);
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
    named,
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
