import { Timestamp } from 'firebase-admin/firestore';
import { getFunctions } from 'firebase-admin/functions';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  db,
  guestDoc,
  outbox,
  post,
  resetEmulators,
  seedGuests,
  signIn,
  waitForBatch,
  type SignedIn,
} from '@testing/testing';
import { startFakeTwilio, twilioHookUrl, twilioTestAuthToken } from '@stand-ins/fake-twilio';
import { TwilioProvider } from '../../platform/sms/twilio';
import { createBatch, sendRef } from './batches';
import { SEND_TEXT_FUNCTION } from './enqueue-texts';
import { ClaimHeld, sendBatchText, STALE_CLAIM_MS } from './send-batch-text';

// The task's body runs here, in the test, against the emulated Firestore and a fake Twilio, so one
// task can be delivered twice, five times at once, or after a run that died mid-send.

let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;
let admin: SignedIn;
const provider = () =>
  new TwilioProvider({
    accountSid: 'AC123',
    authToken: twilioTestAuthToken,
    messagingServiceSid: 'MG456',
    baseUrl: twilio.url,
    statusCallback: twilioHookUrl('status'),
  });

const margaret = { id: 'margaret-harper', first: 'Margaret', last: 'Harper' };
const newBatch = () =>
  createBatch([margaret], {
    msgType: 'reminder',
    cmsg: '',
    rsvpClosesAt: null,
    by: 'grace-harper',
    byName: 'Grace Harper',
    total: 1,
  });
const send = async (batchId: string) => (await sendRef(batchId, margaret.id).get()).data() ?? {};

beforeAll(async () => {
  twilio = await startFakeTwilio();
  await resetEmulators();
  await seedGuests();
  admin = await signIn('+13055550100');
});
afterAll(() => twilio.close());
beforeEach(async () => {
  await seedGuests();
  await twilio.settled();
  twilio.requests.length = 0;
  twilio.callbacks.length = 0;
  twilio.answerWith(201, { status: 'queued' });
  twilio.reportStatuses(['sent', 'delivered']);
});

describe('one bulk text per guest per batch', () => {
  it('sends one text when the same task is delivered twice', async () => {
    const batchId = await newBatch();
    expect(await sendBatchText({ batchId, guestId: margaret.id }, provider())).toBe('sent');
    expect(await sendBatchText({ batchId, guestId: margaret.id }, provider())).toBe('already done');
    expect(twilio.requests).toHaveLength(1);
  });

  it('sends one text when the task runs five times at once', async () => {
    const batchId = await newBatch();
    const runs = await Promise.allSettled(
      Array.from({ length: 5 }, () => sendBatchText({ batchId, guestId: margaret.id }, provider())),
    );
    expect(runs.filter((run) => run.status === 'fulfilled' && run.value === 'sent')).toHaveLength(1);
    for (const run of runs) {
      if (run.status === 'rejected') expect(run.reason).toBeInstanceOf(ClaimHeld);
    }
    expect(twilio.requests).toHaveLength(1);
    expect(await send(batchId)).toMatchObject({ state: 'done' });
  });

  it("follows Twilio's status callbacks to delivered, offline: outbox, batch and guest", async () => {
    const batchId = await newBatch();
    await sendBatchText({ batchId, guestId: margaret.id }, provider());
    await twilio.settled();
    expect(twilio.callbacks.map(({ status, answer }) => [status, answer])).toEqual([
      ['sent', 200],
      ['delivered', 200],
    ]);
    const sid = (await send(batchId)).sid as string;
    expect((await outbox()).find((sms) => sms.sid === sid)).toMatchObject({ status: 'delivered', batchId });
    expect(await send(batchId)).toMatchObject({ status: 'delivered', state: 'done' });
    expect((await guestDoc(margaret.id)).lastText).toMatchObject({ sid, status: 'delivered' });
  });

  it('releases the claim when Twilio says to try later (429), so the retry sends it once', async () => {
    const batchId = await newBatch();
    twilio.answerWith(429, { code: 20429, message: 'Too Many Requests' });
    await expect(sendBatchText({ batchId, guestId: margaret.id }, provider())).rejects.toMatchObject({
      retriable: true,
    });
    expect(await send(batchId)).toMatchObject({ state: 'waiting' });
    twilio.answerWith(201, { status: 'queued' });
    expect(await sendBatchText({ batchId, guestId: margaret.id }, provider())).toBe('sent');
    expect(await sendBatchText({ batchId, guestId: margaret.id }, provider())).toBe('already done');
    expect(twilio.requests).toHaveLength(2);
  });

  it('leaves a fresh claim to the run that holds it', async () => {
    const batchId = await newBatch();
    await sendRef(batchId, margaret.id).update({ state: 'sending', claimedAt: Timestamp.now() });
    await expect(sendBatchText({ batchId, guestId: margaret.id }, provider())).rejects.toBeInstanceOf(ClaimHeld);
    expect(twilio.requests).toHaveLength(0);
  });

  it('marks a text failed, never sending it again, when the run that claimed it died mid-send', async () => {
    const batchId = await newBatch();
    const died = Timestamp.fromMillis(Date.now() - STALE_CLAIM_MS - 1000);
    await sendRef(batchId, margaret.id).update({ state: 'sending', claimedAt: died });
    expect(await sendBatchText({ batchId, guestId: margaret.id }, provider())).toBe('interrupted');
    expect(twilio.requests).toHaveLength(0);
    expect(await send(batchId)).toMatchObject({
      state: 'done',
      status: 'failed',
      reason: expect.stringMatching(/not sent again/),
    });
  });

  it('does not text a guest who opted out after the batch began', async () => {
    const batchId = await newBatch();
    await db.collection('guests').doc(margaret.id).update({ smsOptOut: true });
    expect(await sendBatchText({ batchId, guestId: margaret.id }, provider())).toBe('unreachable');
    expect(twilio.requests).toHaveLength(0);
    expect(await send(batchId)).toMatchObject({
      status: 'failed',
      reason: 'Not sent: opted out of texts (replied STOP).',
    });
  });

  it('sends nothing more when Cloud Tasks delivers a finished task again', async () => {
    const queued = await post<{ batchId: string }>(
      '/admin/messages',
      { audience: 'ids', guestIds: [margaret.id], msgType: 'custom', cmsg: 'Hello', dryRun: false },
      { token: admin.idToken },
    );
    const { batchId } = queued.body.data!;
    await waitForBatch(batchId, admin.idToken);
    // A second task for the same text, as Cloud Tasks may deliver one more than once.
    await getFunctions().taskQueue(SEND_TEXT_FUNCTION).enqueue({ batchId, guestId: margaret.id });
    // The run of a finished text counts itself on the send: wait for that, then nothing more was sent.
    await expect.poll(async () => (await send(batchId)).redelivered, { timeout: 20_000, interval: 250 }).toBe(1);
    expect((await outbox()).filter((sms) => sms.batchId === batchId)).toHaveLength(1);
  });
});
