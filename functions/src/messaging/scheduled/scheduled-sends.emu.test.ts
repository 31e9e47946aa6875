import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { wedding } from '@config';
import type { BatchListItem, BatchProgress, BatchQueuedData, BatchScheduledData, DryRunData } from '@contract/messages';
import { instantInZone } from '@contract/wedding-dates';
import { postTwilioForm } from '@stand-ins/fake-twilio';
import { db, del, get, outbox, post, waitForBatch } from '@testing/testing';
import { describeAdminOnly, useSignedInCast } from '@testing/admin-auth-matrix';

const cast = useSignedInCast();
beforeEach(() => db.recursiveDelete(db.collection('messageBatches')));
const token = () => cast().admin.idToken;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Bulk texts go out at one a second under the emulator, as from a Twilio long code. */
const SENDING_MS = 80_000;
const zone = wedding.event.timeZone;

const send = <T>(body: object) =>
  post<T>(
    '/admin/messages',
    { audience: 'no-answer', msgType: 'reminder', dryRun: false, ...body },
    { token: token() },
  );
const batchRef = (batchId: string) => db.collection('messageBatches').doc(batchId);
const batchCount = async () => (await db.collection('messageBatches').count().get()).data().count;
const textsOf = async (batchId: string) => (await outbox()).filter((sms) => sms.batchId === batchId);
const progress = (batchId: string) => get<BatchProgress>(`/admin/messages/${batchId}`, { token: token() });

/** The event's wall-clock time `days` from now at `hhmm`, as an instant. */
function localTime(days: number, hhmm: string) {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(Date.now() + days * DAY_MS);
  return instantInZone(`${date}T${hhmm}`, zone);
}

async function schedule(body: object = {}) {
  const answer = await send<BatchScheduledData>({ sendAt: new Date(localTime(3, '14:00')).toISOString(), ...body });
  expect(answer.status).toBe(202);
  return answer.body.data!;
}

/** The clock cannot be moved: a batch is made due by moving its start into the past. */
const makeDue = (batchId: string) => batchRef(batchId).update({ startsAt: Timestamp.fromMillis(Date.now() - 1000) });

/** The launcher's ticker's call: caller kind 'task', with this run's key. */
const startDue = () =>
  post<{ started: string[] }>(
    '/tasks/start-due-batches',
    {},
    { headers: { 'x-emulator-task-key': process.env.EMULATOR_CLIENT_PROXY_KEY ?? '' } },
  );

describe('scheduling a bulk text (sendAt)', () => {
  it.each([
    ['in the past', () => new Date(Date.now() - 60_000).toISOString(), /sendAt\) is in the past/],
    ['more than 365 days ahead', () => new Date(Date.now() + 366 * DAY_MS).toISOString(), /more than 365 days ahead/],
    ['not a date', () => 'next tuesday', /sendAt\) must be a date and time in ISO form/],
    ['without its zone', () => '2030-05-01T10:00:00', /sendAt\) must be a date and time in ISO form/],
  ])('refuses a sendAt %s with 400 naming sendAt and the fix, writing nothing', async (_, sendAt, message) => {
    const answer = await send({ sendAt: sendAt() });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
    expect(await batchCount()).toBe(0);
  });

  it('answers 202 with the batch scheduled and nothing sent or chosen yet', async () => {
    const sendAt = localTime(3, '14:00');
    const data = await schedule({ sendAt: new Date(sendAt).toISOString() });
    expect(data).toEqual({
      batchId: expect.any(String),
      status: 'scheduled',
      startsAt: new Date(sendAt).toISOString(),
    });
    const batch = (await batchRef(data.batchId).get()).data()!;
    expect(batch).toMatchObject({ status: 'scheduled', total: 0, audience: 'no-answer', msgType: 'reminder' });
    expect((await batchRef(data.batchId).collection('sends').get()).size).toBe(0);
    expect(await textsOf(data.batchId)).toEqual([]);
  });

  it("moves a send time between 21:00 and 09:00 in the event's zone to 09:00 that morning", async () => {
    const late = await schedule({ sendAt: new Date(localTime(4, '23:30')).toISOString() });
    expect(late.startsAt).toBe(new Date(localTime(5, '09:00')).toISOString());
    const early = await schedule({ sendAt: new Date(localTime(6, '06:15')).toISOString(), msgType: 'original' });
    expect(early.startsAt).toBe(new Date(localTime(6, '09:00')).toISOString());
    const nine = await schedule({ sendAt: new Date(localTime(7, '21:00')).toISOString(), msgType: 'seat' });
    expect(nine.startsAt).toBe(new Date(localTime(8, '09:00')).toISOString());
  });

  it("previews today's audience in a dry run with sendAt, writing nothing", async () => {
    const answer = await send<DryRunData>({ sendAt: new Date(localTime(3, '14:00')).toISOString(), dryRun: true });
    expect(answer.status).toBe(200);
    expect(answer.body.data!.recipients.map((guest) => guest.id)).toContain('margaret-harper');
    expect(await batchCount()).toBe(0);
  });

  it('refuses the same text to the same audience at the same time twice (a double click) unless confirmed', async () => {
    const sendAt = new Date(localTime(3, '15:00')).toISOString();
    const first = await schedule({ sendAt });
    const again = await send({ sendAt });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/was scheduled for the same time.*confirmRepeat: true/);
    expect(again.body.data).toEqual({ earlierBatchId: first.batchId });
    // Another time is another reminder.
    await schedule({ sendAt: new Date(localTime(4, '15:00')).toISOString() });
    const confirmed = await send({ sendAt, confirmRepeat: true });
    expect(confirmed.status).toBe(202);
  });

  it('still refuses a custom text that is too long, before scheduling anything', async () => {
    const answer = await send({
      sendAt: new Date(localTime(3, '14:00')).toISOString(),
      msgType: 'custom',
      cmsg: 'x'.repeat(700),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/custom message can be at most/);
    expect(await batchCount()).toBe(0);
  });
});

describe('listing, reading and cancelling batches', () => {
  it('lists batches newest first with status and startsAt; an old batch reads its status from its counts', async () => {
    const created = Timestamp.fromMillis(Date.now() - DAY_MS);
    await batchRef('old-batch').set({
      msgType: 'original',
      audience: 'all',
      total: 0,
      skipped: [],
      createdAt: created,
    });
    const sentNow = await send<BatchQueuedData>({ audience: 'ids', guestIds: ['margaret-harper'] });
    expect(sentNow.status).toBe(202);
    await waitForBatch(sentNow.body.data!.batchId, token());
    const scheduled = await schedule();

    const list = await get<BatchListItem[]>('/admin/messages', { token: token() });
    expect(list.status).toBe(200);
    expect(list.body.data!.map((batch) => batch.batchId)).toEqual([
      scheduled.batchId,
      sentNow.body.data!.batchId,
      'old-batch',
    ]);
    expect(list.body.data![0]).toEqual({
      batchId: scheduled.batchId,
      msgType: 'reminder',
      audience: 'no-answer',
      status: 'scheduled',
      startsAt: scheduled.startsAt,
      total: 0,
      sent: 0,
      delivered: 0,
      failed: 0,
      note: null,
    });
    expect(list.body.data![1]).toMatchObject({ status: 'done', total: 1, sent: 1, audience: 'ids' });
    expect(list.body.data![2]).toMatchObject({ status: 'done', startsAt: created.toDate().toISOString() });

    const one = await progress(scheduled.batchId);
    expect(one.body.data).toMatchObject({ status: 'scheduled', startsAt: scheduled.startsAt, done: false });
  });

  it('cancels a scheduled batch (200), which then never starts; a second cancel changes nothing', async () => {
    const { batchId } = await schedule();
    const cancelled = await del(`/admin/messages/${batchId}`, { token: token() });
    expect(cancelled.status).toBe(200);
    expect((await progress(batchId)).body.data!.status).toBe('cancelled');
    expect((await del(`/admin/messages/${batchId}`, { token: token() })).status).toBe(200);
    // Cancelled, the same reminder at the same time can be scheduled again without confirming a repeat.
    expect((await send({ sendAt: new Date(localTime(3, '14:00')).toISOString() })).status).toBe(202);

    await makeDue(batchId);
    expect((await startDue()).body.data!.started).not.toContain(batchId);
    expect((await progress(batchId)).body.data!.status).toBe('cancelled');
    expect(await textsOf(batchId)).toEqual([]);
  });

  it('refuses to cancel a batch that has started (409) and an unknown one (404)', async () => {
    const sentNow = await send<BatchQueuedData>({ audience: 'ids', guestIds: ['margaret-harper'] });
    const started = await del(`/admin/messages/${sentNow.body.data!.batchId}`, { token: token() });
    expect(started.status).toBe(409);
    expect(started.body.message).toMatch(/already started/);
    expect((await del('/admin/messages/no-such-batch', { token: token() })).status).toBe(404);
  });

  describe('GET /admin/messages', () => {
    describeAdminOnly(cast, (caller) => get('/admin/messages', { token: caller.token }), undefined, {
      tokenOnly: true,
    });
  });

  describe('DELETE /admin/messages/{batchId}', () => {
    const cancelledCount = async () =>
      (await db.collection('messageBatches').where('status', '==', 'cancelled').count().get()).data().count;
    describeAdminOnly(
      cast,
      async (caller) => del(`/admin/messages/${(await schedule()).batchId}`, { token: caller.token }),
      async () => expect(await cancelledCount()).toBe(0),
      { tokenOnly: true },
    );
  });
});

describe('starting a scheduled batch', () => {
  it('refuses the start route without the launcher key (401)', async () => {
    const { batchId } = await schedule();
    await makeDue(batchId);
    const refused = await post('/tasks/start-due-batches', {}, { headers: { 'x-emulator-task-key': 'guess' } });
    expect(refused.status).toBe(401);
    expect((await post('/tasks/start-due-batches', {})).status).toBe(401);
  });

  it(
    'chooses the audience when it starts: a guest who answered meanwhile gets no reminder',
    { timeout: 90_000 },
    async () => {
      const { batchId } = await schedule();
      // Margaret answers by text ("1": her whole invitation will come) before the reminder starts.
      const reply = await postTwilioForm('inbound', { From: '+13055550102', Body: '1' });
      expect(reply.status).toBe(200);
      await makeDue(batchId);
      await startDue();
      const done = await waitForBatch(batchId, token(), SENDING_MS);
      expect(done.status).toBe('done');
      const texted = (await textsOf(batchId)).map((sms) => sms.guestId);
      expect(texted).not.toContain('margaret-harper');
      expect(texted).toContain('wei-chen');
      expect(texted.length).toBe(done.total);
      const batch = (await batchRef(batchId).get()).data()!;
      expect(batch.startedAt).toBeDefined();
    },
  );

  it(
    'texts each guest once when two starters run at the same moment, and again later',
    { timeout: 90_000 },
    async () => {
      // The launcher's ticker may start a due batch on its own before the two starters get to it: then they
      // never raced, and the test schedules a new batch and tries again. It passes only when exactly one of
      // the two simultaneous starters started the batch and the other found it started.
      let batchId = '';
      let starts: string[] = [];
      for (let attempt = 0; attempt < 3 && starts.length === 0; attempt += 1) {
        batchId = (await schedule({ confirmRepeat: true })).batchId;
        await makeDue(batchId);
        const [first, second] = await Promise.all([startDue(), startDue()]);
        expect(first.status).toBe(200);
        expect(second.status).toBe(200);
        starts = [...first.body.data!.started, ...second.body.data!.started].filter((id) => id === batchId);
      }
      expect(starts).toEqual([batchId]);
      const done = await waitForBatch(batchId, token(), SENDING_MS);
      expect((await startDue()).body.data!.started).not.toContain(batchId);
      const texted = (await textsOf(batchId)).map((sms) => sms.guestId);
      expect(texted.length).toBeGreaterThanOrEqual(3);
      expect(new Set(texted).size).toBe(texted.length);
      expect(texted.length).toBe(done.total);
      expect(
        (await batchRef(batchId).collection('sends').where('state', '==', 'done').count().get()).data().count,
      ).toBe(done.total);
    },
  );

  it("starts a due batch within 90 s by the emulator launcher's own ticker", async () => {
    const { batchId } = await schedule({
      audience: 'ids',
      guestIds: ['margaret-harper'],
      msgType: 'custom',
      cmsg: 'See you soon!',
    });
    // Due 5 s from now whatever the hour (quiet hours may have moved it to the morning).
    await batchRef(batchId).update({ startsAt: Timestamp.fromMillis(Date.now() + 5000) });
    const done = await waitForBatch(batchId, token(), 90_000);
    expect(done).toMatchObject({ status: 'done', total: 1 });
    expect((await textsOf(batchId)).map((sms) => sms.body)).toEqual([expect.stringContaining('See you soon!')]);
  }, 100_000);
});
