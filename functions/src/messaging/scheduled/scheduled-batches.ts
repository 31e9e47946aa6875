import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { MessageChannel } from '@contract/email';
import type { HealthCheck } from '@contract/health';
import type { BatchStatus } from '@contract/messages';
import type { BulkMessageType } from '@contract/options';
import { db } from '../../platform/firebase';
import { Refusal } from '../../platform/refusal';
import { guests, toGuest } from '../../guests/guests';
import { readSettings } from '../../settings/site-settings';
import { chooseAudience, reachAudience } from '../bulk/audience';
import { batches, sendRef, sendsOf, waitingSend } from '../bulk/batches';
import { enqueueTexts } from '../bulk/enqueue-texts';
import { textCost } from '../bulk/batch-cost';
import type { TextRequest } from '../compose-text';
import { reachBy } from '../bulk/audience';
import type { Guest } from '../../guests/guests';
import type { Named } from '../households/households';
import { maxAdminTextsPerHour } from '../../platform/rate-limit';
import { adminTextBudget } from '../text-budget';
import { readCatalog, readContent } from '../../content/site-content';
import type { Catalog } from '@contract/events';
import { QUIET_HOURS_TEXT } from '@contract/quiet-hours';
import { textsStartAt } from '../texting-policy';
import { formatDeadline } from '@contract/wedding-dates';
import { releaseRepeat } from '../repeat-guard';

/** What a scheduled batch keeps until it starts: the request, not its audience. */
type ScheduledBatchFields = {
  by: string;
  byName: string;
  audience: string;
  guestIds: string[];
  msgType: BulkMessageType;
  channel: MessageChannel;
  cmsg: string;
  startsAt: number;
};

/**
 * A batch that started but whose texts may not all have been handed to Cloud Tasks (the starter stopped in
 * between) is queued again after this long: task names are per guest and the send claims each text once.
 */
const REQUEUE_AFTER_MS = 2 * 60_000;

/** Writes a scheduled batch: no recipients yet, `total` 0 until it starts. */
export async function scheduleBatch(fields: ScheduledBatchFields, batchRef = batches().doc()) {
  await batchRef.set({
    ...fields,
    startsAt: Timestamp.fromMillis(fields.startsAt),
    status: 'scheduled',
    total: 0,
    skipped: [],
    rsvpClosesAt: null,
    createdAt: Timestamp.now(),
  });
  return batchRef.id;
}

/** Hands a started batch's texts to Cloud Tasks; a text that cannot be queued is marked failed. */
export async function queueBatchTexts(batchId: string, guestIds: string[]) {
  const notQueued = await enqueueTexts(batchId, guestIds);
  for (const guestId of notQueued) {
    await sendsOf(batchId).doc(guestId).update({
      state: 'done',
      status: 'failed',
      reason: 'The text could not be queued. Please send it again.',
    });
  }
  return notQueued;
}

/**
 * Starts one scheduled batch if it is due: in one transaction the batch flips from 'scheduled' to 'sending'
 * and its audience is chosen from the guest list as it is now, with one waiting send per recipient. Of two
 * starters at the same moment only one commits the flip; the other finds it started and does nothing.
 * Returns the recipients to queue, or null when this call did not start it.
 */
async function startBatch(batchId: string, now: number, catalog: Catalog): Promise<string[] | null> {
  const ref = batches().doc(batchId);
  return db.runTransaction(async (tx) => {
    const batch = await tx.get(ref);
    const startsAt = (batch.get('startsAt') as Timestamp | undefined)?.toMillis() ?? Infinity;
    if (batch.get('status') !== 'scheduled' || startsAt > now) return null;
    const settings = await readSettings(tx);
    const everyone = (await tx.get(guests())).docs.map(toGuest).filter((guest) => guest !== null);
    const msgType = batch.get('msgType') as BulkMessageType;
    const channel = (batch.get('channel') as MessageChannel | undefined) ?? 'sms';
    // Chosen guests deleted since the batch was scheduled are left out rather than failing the batch.
    const present = new Set(everyone.map((guest) => guest.id));
    const guestIds = ((batch.get('guestIds') as string[] | undefined) ?? []).filter((id) => present.has(id));
    const started = { status: 'sending', startedAt: Timestamp.fromMillis(now), rsvpClosesAt: settings.rsvpClosesAt };
    let split: ReturnType<typeof reachAudience>;
    try {
      split = reachAudience(
        chooseAudience(everyone, batch.get('audience') as string, catalog, guestIds),
        everyone,
        msgType,
        channel,
      );
    } catch (error) {
      // An audience that no longer exists (an event or question taken out of the config): nobody to text.
      const reason = error instanceof Refusal ? error.message : 'The audience could not be chosen.';
      tx.update(ref, { ...started, total: 0, skipped: [], enqueued: true, startError: reason });
      return [];
    }
    const { recipients, skipped, named } = split;
    const held = await chargeBudget(tx, ref, batch, recipients, everyone, settings.rsvpClosesAt, now, named);
    if (held === 'waits') return null;
    if (held === 'refused') return [];
    tx.update(ref, { ...started, total: recipients.length, skipped, enqueued: false, note: null });
    for (const guest of recipients) tx.set(sendRef(batchId, guest.id), waitingSend(guest, named.get(guest.id)));
    return recipients.map((guest) => guest.id);
  });
}

/**
 * Charges a starting batch's texts (times their SMS segments) to the hourly budget of the admin who scheduled
 * it, as sending now would be: scheduling cannot send more than sending now. A batch bigger
 * than a whole hour's budget is refused (status 'refused'); one bigger than what is left this hour waits
 * for the hour to turn (still 'scheduled', its new start and why in `note`). Returns 'ok' once charged.
 */
async function chargeBudget(
  tx: FirebaseFirestore.Transaction,
  ref: FirebaseFirestore.DocumentReference,
  batch: FirebaseFirestore.DocumentSnapshot,
  recipients: Guest[],
  everyone: Guest[],
  rsvpClosesAt: TextRequest['rsvpClosesAt'],
  now: number,
  named: Map<string, Named[]>,
): Promise<'ok' | 'waits' | 'refused'> {
  const channel = (batch.get('channel') as MessageChannel | undefined) ?? 'sms';
  const texted = recipients.filter((guest) => {
    const reach = reachBy(guest, channel);
    return 'by' in reach && reach.by === 'sms';
  });
  const request = {
    msgType: batch.get('msgType') as BulkMessageType,
    cmsg: String(batch.get('cmsg') ?? ''),
    rsvpClosesAt,
  };
  const { segments } = textCost(texted, everyone, request, (await readContent(tx)).content.texts, named);
  if (segments === 0) return 'ok';
  const max = maxAdminTextsPerHour.value();
  const byName = String(batch.get('byName') ?? 'the admin');
  if (segments > max) {
    tx.update(ref, {
      status: 'refused',
      startedAt: Timestamp.fromMillis(now),
      total: 0,
      skipped: [],
      enqueued: true,
      note: `Not sent: it would send ${segments} SMS segments, more than the ${max} an admin may send in an hour (MAX_ADMIN_TEXTS_PER_HOUR). Schedule it for fewer guests.`,
    });
    logger.warn('scheduled batch refused: over the hourly text budget', { batch: ref.id, segments, max });
    return 'refused';
  }
  const budget = await adminTextBudget(String(batch.get('by')), segments, now);
  if (budget.limit.limited) {
    const next = textsStartAt(now + budget.limit.retryAfterMs + 1000);
    tx.update(ref, {
      startsAt: Timestamp.fromMillis(next),
      note: `Waiting: it needs ${segments} SMS segments and ${byName} can send ${Math.max(0, max - budget.used)} more this hour, so it starts ${formatDeadline(next, 'en')}, when the hour turns.`,
    });
    logger.info('scheduled batch waits for the hourly text budget', { batch: ref.id, segments });
    return 'waits';
  }
  budget.record(tx);
  return 'ok';
}

/**
 * Starts every scheduled batch that is due, and queues again the texts of a started batch whose starter
 * stopped before it had queued them all. Production runs it from a scheduled function every minute; under
 * the emulator the launcher's ticker calls it through POST /tasks/start-due-batches. Safe to run twice at
 * once: each batch starts once, and each guest gets at most one text per batch.
 */
export async function startDueBatches(now = Date.now()) {
  const catalog = await readCatalog(); // an audience by event or answer names the couple's latest events and questions
  const [scheduled, unqueued] = await Promise.all([
    batches().where('status', '==', 'scheduled').get(),
    batches().where('enqueued', '==', false).get(),
  ]);
  const due = scheduled.docs.filter((doc) => (doc.get('startsAt') as Timestamp).toMillis() <= now);
  const started: string[] = [];
  for (const doc of due) {
    const recipients = await startBatch(doc.id, now, catalog);
    if (recipients === null) continue;
    started.push(doc.id);
    const notQueued = await queueBatchTexts(doc.id, recipients);
    await doc.ref.update({ enqueued: true });
    logger.info('scheduled batch started', {
      batch: doc.id,
      recipients: recipients.length,
      notQueued: notQueued.length,
    });
  }
  for (const doc of unqueued.docs) {
    const startedAt = (doc.get('startedAt') as Timestamp | undefined)?.toMillis() ?? now;
    if (started.includes(doc.id) || now - startedAt < REQUEUE_AFTER_MS) continue;
    const waiting = await sendsOf(doc.id).where('state', '==', 'waiting').get();
    await queueBatchTexts(
      doc.id,
      waiting.docs.map((send) => send.id),
    );
    await doc.ref.update({ enqueued: true });
    logger.warn('scheduled batch queued again after an interrupted start', { batch: doc.id, texts: waiting.size });
  }
  return started;
}

/**
 * A batch's status: 'scheduled' and 'cancelled' as stored; otherwise (started, or sent at once, or from
 * before scheduling) 'done' once every text was handed over, else 'sending'.
 */
export function batchStatus(
  stored: unknown,
  total: number,
  processed: number,
  pausedUntil = 0,
  now = Date.now(),
): BatchStatus {
  if (stored === 'scheduled' || stored === 'cancelled' || stored === 'refused') return stored;
  if (processed >= total) return 'done';
  return pausedUntil > now ? 'paused' : 'sending';
}

/** When a started batch's texts wait for the morning (0: they do not). */
export const pausedUntilOf = (batch: FirebaseFirestore.DocumentSnapshot) =>
  (batch.get('pausedUntil') as Timestamp | undefined)?.toMillis() ?? 0;

/** What holds a batch, in words (its stored note: waiting for the budget, refused), or the night's pause. */
export function batchNote(batch: FirebaseFirestore.DocumentSnapshot, status: BatchStatus): string | null {
  if (status === 'paused') {
    return `Paused for the night: no texts go out ${QUIET_HOURS_TEXT} on the wedding's clock, so the rest go out ${formatDeadline(pausedUntilOf(batch), 'en')}.`;
  }
  if (status === 'done' || status === 'sending') return null;
  return (batch.get('note') as string | null | undefined) ?? null;
}

/** When a batch started or starts: its startsAt, or when it was created (sent at once, or older batches). */
export function batchStartsAt(batch: FirebaseFirestore.DocumentSnapshot): string {
  const at = (batch.get('startsAt') ?? batch.get('createdAt')) as Timestamp | undefined;
  return new Date(at?.toMillis() ?? 0).toISOString();
}

/**
 * Cancels a scheduled batch: refused as not found when unknown, as a conflict once it has started. Cancelling a cancelled batch again
 * (a second click) changes nothing; returns whether this call cancelled it.
 */
export function cancelBatch(batchId: string, by: string): Promise<boolean> {
  const ref = batches().doc(batchId);
  return db.runTransaction(async (tx) => {
    const batch = await tx.get(ref);
    if (!batch.exists) throw new Refusal('not-found', 'We could not find this batch of texts.');
    const status = batch.get('status') as unknown;
    if (status === 'cancelled') return false;
    if (status !== 'scheduled') {
      throw new Refusal('conflict', 'This batch has already started, so it can no longer be cancelled.');
    }
    // The guard against scheduling the same text twice by mistake no longer applies: it can be scheduled again.
    await releaseRepeat(tx, batchId);
    tx.update(ref, { status: 'cancelled', cancelledAt: Timestamp.now(), cancelledBy: by });
    return true;
  });
}

/** A scheduled batch this long past its start has not been started: the starter is not running. */
export const OVERDUE_AFTER_MS = 5 * 60_000;

/**
 * The health check's line on scheduled texts: whether any batch is overdue (the schedule, or under the
 * emulator the launcher's ticker, is not running), given the start times of those still 'scheduled'.
 */
export function scheduledTextsCheck(startsAt: number[], now: number, emulator: boolean): HealthCheck {
  const id = 'scheduled-texts';
  const overdue = startsAt.filter((at) => now - at > OVERDUE_AFTER_MS).sort((a, b) => a - b);
  const starter = emulator
    ? "the launcher's ticker (emulators/launcher/setup.mjs) starts them every 30 seconds"
    : 'the scheduled function startScheduledTexts starts them every minute';
  if (overdue.length === 0) {
    const waiting = startsAt.length;
    return {
      id,
      ok: true,
      detail: `${waiting} scheduled batch${waiting === 1 ? '' : 'es'} waiting; ${starter}.`,
    };
  }
  const fix = emulator
    ? 'Start the site with `npm start` (or run the tests with emulators/launcher/exec.mjs), which runs the ticker.'
    : "In the Google Cloud console, under Cloud Scheduler, check that the job firebase-schedule-startScheduledTexts-us-central1 exists and is enabled (`npm run deploy -- --project <project-id>` creates it; the Cloud Scheduler API must be on), and read the function's logs.";
  return {
    id,
    ok: false,
    detail: `${overdue.length} scheduled batch${overdue.length === 1 ? ' has' : 'es have'} not started although due since ${new Date(overdue[0]!).toISOString()}: ${starter}, and it is not running. ${fix}`,
  };
}

/** The start times of every batch still waiting to start. */
export async function scheduledStarts(): Promise<number[]> {
  const scheduled = await batches().where('status', '==', 'scheduled').get();
  return scheduled.docs.map((doc) => (doc.get('startsAt') as Timestamp).toMillis());
}
