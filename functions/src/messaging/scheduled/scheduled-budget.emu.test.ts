import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { wedding } from '@config';
import type { BatchListItem, BatchProgress, BatchScheduledData } from '@contract/messages';
import { instantInZone } from '@contract/wedding-dates';
import { adminTextsKey, HOUR_MS } from '../../platform/limit-keys';
import { clearOfWindowEdge, db, get, outbox, post, rateLimitDoc, waitsForWindowEdge } from '@testing/testing';
import { useSignedInCast } from '@testing/admin-auth-matrix';
import { sendBatchText } from '../bulk/send-batch-text';
import type { SmsProvider } from '../../platform/sms/types';
import { createBatch } from '../bulk/batches';

// A scheduled batch is charged to the scheduling admin's hourly text budget
// when it starts; bulk texts pause for the night as they go out; sendAt must be a real date.

const cast = useSignedInCast();
beforeEach(() => db.recursiveDelete(db.collection('messageBatches')));
const token = () => cast().admin.idToken;
const zone = wedding.event.timeZone;
const DAY_MS = 24 * 60 * 60 * 1000;
const batchRef = (batchId: string) => db.collection('messageBatches').doc(batchId);
const budget = () => rateLimitDoc(adminTextsKey(cast().admin.id), HOUR_MS);
const startDue = () =>
  post<{ started: string[] }>(
    '/tasks/start-due-batches',
    {},
    { headers: { 'x-emulator-task-key': process.env.EMULATOR_CLIENT_PROXY_KEY ?? '' } },
  );

function localTime(days: number, hhmm: string) {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(Date.now() + days * DAY_MS);
  return instantInZone(`${date}T${hhmm}`, zone);
}

async function scheduleDue(beforeDue: () => Promise<unknown> = async () => undefined) {
  const answer = await post<BatchScheduledData>(
    '/admin/messages',
    {
      audience: 'no-answer',
      msgType: 'reminder',
      dryRun: false,
      sendAt: new Date(localTime(3, '14:00')).toISOString(),
    },
    { token: token() },
  );
  expect(answer.status).toBe(202);
  const { batchId } = answer.body.data!;
  await beforeDue();
  await batchRef(batchId).update({ startsAt: Timestamp.fromMillis(Date.now() - 1000) });
  return batchId;
}

describe('a scheduled batch and the hourly text budget', () => {
  it('is charged to the admin who scheduled it when it starts', waitsForWindowEdge(), async () => {
    await clearOfWindowEdge(HOUR_MS);
    const batchId = await scheduleDue();
    const before = ((await budget().get()).get('count') as number | undefined) ?? 0;
    await startDue();
    expect((await batchRef(batchId).get()).get('status')).toBe('sending');
    expect((await budget().get()).get('count')).toBeGreaterThan(before);
  });

  it(
    'waits for the hour to turn when the admin has spent their budget, and the console says so',
    waitsForWindowEdge(),
    async () => {
      await clearOfWindowEdge(HOUR_MS);
      const batchId = await scheduleDue(() => budget().set({ count: 999 }));
      expect((await startDue()).body.data!.started).not.toContain(batchId);
      const batch = (await batchRef(batchId).get()).data()!;
      expect(batch.status).toBe('scheduled');
      expect((batch.startsAt as Timestamp).toMillis()).toBeGreaterThan(Date.now());
      const progress = await get<BatchProgress>(`/admin/messages/${batchId}`, { token: token() });
      expect(progress.body.data).toMatchObject({
        status: 'scheduled',
        note: expect.stringMatching(/^Waiting: it needs \d+ SMS segments and .* can send 1 more this hour/),
      });
      const list = await get<BatchListItem[]>('/admin/messages', { token: token() });
      expect(list.body.data!.find((item) => item.batchId === batchId)?.note).toMatch(/^Waiting:/);
      expect((await outbox()).filter((sms) => sms.batchId === batchId)).toEqual([]);
    },
  );

  it('is refused when it is bigger than a whole hour of the budget, sending nothing, and the console says so', async () => {
    const batchId = await scheduleDue();
    // The audience grew since it was scheduled: 1000 guests with no answer would be far over 1000 segments.
    const write = db.batch();
    for (let i = 0; i < 520; i++) {
      write.set(db.collection('guests').doc(`extra-${i}`), {
        first: `Extra${i}`,
        last: 'Guest',
        phone: `+1305556${String(i).padStart(4, '0')}`,
        invtId: `inv-extra-${i}`,
        rsvp: false,
        plate: '',
        table: '',
        tpos: '',
        isAdmin: false,
        disabled: false,
        language: 'en',
        // Texts go only to guests who agreed to them (section 23).
        smsConsent: { at: Timestamp.now(), via: 'couple', note: 'test' },
      });
    }
    await write.commit();
    try {
      await startDue();
      const progress = await get<BatchProgress>(`/admin/messages/${batchId}`, { token: token() });
      expect(progress.body.data).toMatchObject({
        status: 'refused',
        total: 0,
        note: expect.stringMatching(
          /^Not sent: it would send \d+ SMS segments, more than the 1000 an admin may send in an hour/,
        ),
      });
      expect((await outbox()).filter((sms) => sms.batchId === batchId)).toEqual([]);
    } finally {
      const extra = await db.collection('guests').where('last', '==', 'Guest').get();
      const cleanup = db.batch();
      for (const doc of extra.docs) cleanup.delete(doc.ref);
      await cleanup.commit();
    }
  });
});

describe('quiet hours as each text goes out', () => {
  it('pauses a batch still sending at 21:00 until 09:00, and its status says so', async () => {
    // A batch started and not yet sent (its tasks are not queued here, so nothing else sends it).
    const batchId = await createBatch([{ id: 'margaret-harper', first: 'Margaret', last: 'Harper' }], {
      msgType: 'reminder',
      cmsg: '',
      rsvpClosesAt: null,
      by: cast().admin.id,
      byName: 'Grace',
      total: 1,
    });
    const [send] = (await batchRef(batchId).collection('sends').limit(1).get()).docs;
    const sends: string[] = [];
    const provider: SmsProvider = {
      name: 'never',
      send: async (message) => {
        sends.push(message.to);
        throw new Error('no text may go out at night');
      },
      call: async () => {
        throw new Error('no call');
      },
    };
    const requeued: number[] = [];
    const night = localTime(0, '21:30');
    const outcome = await sendBatchText({ batchId, guestId: send!.id }, provider, night, async (_, at) => {
      requeued.push(at);
    });
    expect(outcome).toBe('paused');
    expect(sends).toEqual([]);
    const morning = localTime(1, '09:00');
    expect(requeued).toEqual([morning]);
    expect((await send!.ref.get()).get('state')).toBe('waiting');
    const progress = await get<BatchProgress>(`/admin/messages/${batchId}`, { token: token() });
    expect(progress.body.data).toMatchObject({
      status: 'paused',
      note: expect.stringMatching(/^Paused for the night/),
    });
    expect(progress.body.message).toMatch(/^Paused for the night: no texts go out between 21:00 and 09:00/);
  });
});

describe('dates the API takes', () => {
  it('refuses sendAt 2027-02-30 with 400 naming sendAt', async () => {
    const answer = await post(
      '/admin/messages',
      { audience: 'no-answer', msgType: 'reminder', dryRun: false, sendAt: '2027-02-30T14:00:00Z' },
      { token: token() },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/sendAt\) 2027-02-30T14:00:00Z is not a real date and time/);
  });
});
