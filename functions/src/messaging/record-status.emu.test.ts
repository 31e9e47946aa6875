import { describe, expect, it } from 'vitest';
import { db, get, guestDoc, outbox, post } from '@testing/testing';
import { postTwilioForm, signTwilio, statusCallbackForm, twilioHookUrl } from '@stand-ins/fake-twilio';
import { useSignedInCast } from '@testing/admin-auth-matrix';
import { historyOf } from '@testing/console-testing';

const cast = useSignedInCast();
const admin = () => ({ token: cast().admin.idToken });

/** Texts Margaret through POST /send-message-to-guest and returns the text's sid. */
async function textMargaret() {
  const answer = await post(
    '/send-message-to-guest',
    { luid: cast().admin.id, gid: 'margaret-harper', msgType: 'custom', cmsg: 'Hello!' },
    admin(),
  );
  expect(answer.status).toBe(200);
  const sid = (await outbox()).find((sms) => sms.guestId === 'margaret-harper')?.sid;
  if (!sid) throw new Error('no text was recorded');
  return sid;
}

const outboxStatus = async (sid: string) => (await outbox()).find((sms) => sms.sid === sid)?.status;
const lastText = async () => (await guestDoc('margaret-harper')).lastText as { status: string; errorCode: number };

async function expectUnchanged(sid: string) {
  expect(await outboxStatus(sid)).toBe('sent');
  expect((await lastText()).status).toBe('sent');
}

describe('POST /bcw/twilio/status', () => {
  it("moves a text to delivered: its outbox entry and the guest's last text", async () => {
    const sid = await textMargaret();
    const answer = await postTwilioForm('status', statusCallbackForm(sid, 'delivered'));
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ error: false, code: 200 });
    expect(await outboxStatus(sid)).toBe('delivered');
    expect(await lastText()).toMatchObject({ sid, status: 'delivered', errorCode: null });
  });

  it('records an undelivered text with its error code', async () => {
    const sid = await textMargaret();
    expect((await postTwilioForm('status', statusCallbackForm(sid, 'undelivered', 30003))).status).toBe(200);
    expect(await lastText()).toMatchObject({ status: 'undelivered', errorCode: 30003 });
  });

  it('opts out a guest whose text failed with 21610 (they replied STOP)', async () => {
    const sid = await textMargaret();
    expect((await postTwilioForm('status', statusCallbackForm(sid, 'failed', 21610))).status).toBe(200);
    expect(await guestDoc('margaret-harper')).toMatchObject({ smsOptOut: true });
    // Her own doing, in her history: `by` is her uid, as for every change a guest makes themselves.
    const history = await historyOf('margaret-harper');
    expect(history.filter((entry) => entry.changes?.smsOptOut)).toEqual([
      expect.objectContaining({
        action: 'details',
        by: 'margaret-harper',
        byName: 'Margaret Harper (opted out of texts with their carrier)',
        changes: { smsOptOut: [false, true] },
      }),
    ]);
  });

  it('refuses a forged signature (another auth token) with 403 and changes nothing', async () => {
    const sid = await textMargaret();
    const params = statusCallbackForm(sid, 'delivered');
    const answer = await postTwilioForm('status', params, signTwilio(twilioHookUrl('status'), params, 'not-the-token'));
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.text)).toMatchObject({ error: true, code: 403 });
    await expectUnchanged(sid);
  });

  it('refuses a missing signature with 403 and changes nothing', async () => {
    const sid = await textMargaret();
    expect((await postTwilioForm('status', statusCallbackForm(sid, 'delivered'), null)).status).toBe(403);
    await expectUnchanged(sid);
  });

  it("refuses a real signature replayed with other parameters or for another hook's URL", async () => {
    const sid = await textMargaret();
    const delivered = statusCallbackForm(sid, 'delivered');
    const signature = signTwilio(twilioHookUrl('status'), delivered);
    expect((await postTwilioForm('status', statusCallbackForm(sid, 'failed', 30007), signature)).status).toBe(403);
    const forInbound = signTwilio(twilioHookUrl('inbound'), delivered);
    expect((await postTwilioForm('status', delivered, forInbound)).status).toBe(403);
    await expectUnchanged(sid);
  });

  it('refuses a JSON body, whatever it says', async () => {
    const sid = await textMargaret();
    const response = await fetch(twilioHookUrl('status'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Twilio-Signature': 'x' },
      body: JSON.stringify(statusCallbackForm(sid, 'delivered')),
    });
    expect(response.status).toBe(403);
    await expectUnchanged(sid);
  });

  it('takes a byte-identical replay harmlessly and never moves a status back', async () => {
    const sid = await textMargaret();
    const delivered = statusCallbackForm(sid, 'delivered');
    expect((await postTwilioForm('status', delivered)).status).toBe(200);
    const before = await guestDoc('margaret-harper');
    expect((await postTwilioForm('status', delivered)).status).toBe(200);
    expect((await postTwilioForm('status', statusCallbackForm(sid, 'sent'))).status).toBe(200);
    expect((await postTwilioForm('status', statusCallbackForm(sid, 'queued'))).status).toBe(200);
    expect(await outboxStatus(sid)).toBe('delivered');
    expect(await guestDoc('margaret-harper')).toEqual(before);
  });

  it('answers 200 to an unknown MessageSid and changes nothing, so Twilio does not retry', async () => {
    const sid = await textMargaret();
    const unknown = `SM${'0'.repeat(32)}`;
    const answer = await postTwilioForm('status', statusCallbackForm(unknown, 'delivered'));
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text).message).toMatch(/nothing changed/);
    await expectUnchanged(sid);
  });

  it('refuses a signed callback without a MessageSid with a 400 naming it', async () => {
    const answer = await postTwilioForm('status', { MessageStatus: 'delivered' });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text).message).toMatch(/MessageSid/);
  });

  it("only moves the guest's last text when the callback is for that text", async () => {
    const first = await textMargaret();
    await post(
      '/send-message-to-guest',
      { luid: cast().admin.id, gid: 'margaret-harper', msgType: 'custom', cmsg: 'Again' },
      admin(),
    );
    expect((await postTwilioForm('status', statusCallbackForm(first, 'undelivered', 30003))).status).toBe(200);
    expect(await outboxStatus(first)).toBe('undelivered');
    expect((await lastText()).status).toBe('sent');
  });

  it("shows a bulk text's failure in its batch's progress", async () => {
    const queued = await post<{ batchId: string }>(
      '/admin/messages',
      { audience: 'ids', guestIds: ['margaret-harper'], msgType: 'custom', cmsg: 'Hi', dryRun: false },
      admin(),
    );
    const batchId = queued.body.data!.batchId;
    let sid: string | null | undefined;
    for (let tries = 0; !sid && tries < 60; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      sid = (await db.collection('messageBatches').doc(batchId).collection('sends').doc('margaret-harper').get()).get(
        'sid',
      );
    }
    expect((await postTwilioForm('status', statusCallbackForm(sid!, 'undelivered', 30003))).status).toBe(200);
    const progress = await get(`/admin/messages/${batchId}`, admin());
    expect(progress.body.data).toMatchObject({
      total: 1,
      undelivered: 1,
      sent: 0,
      done: true,
      failures: [
        {
          id: 'margaret-harper',
          status: 'undelivered',
          errorCode: 30003,
          reason: 'The phone was unreachable (switched off or out of service).',
        },
      ],
    });
  });
});
