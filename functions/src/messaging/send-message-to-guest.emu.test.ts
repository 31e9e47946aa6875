import { readFileSync } from 'node:fs';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { sms } from '@config';
import { formatRsvpBy } from '@contract/wedding-dates';
import { createHash } from 'node:crypto';
import {
  clearOfWindowEdge,
  db,
  guestDoc,
  linkKeyIn,
  outbox,
  post,
  rateLimitDoc,
  siteUrl,
  waitsForWindowEdge,
} from '@testing/testing';
import { describeAdminOnly, useSignedInCast, type AdminCaller } from '@testing/admin-auth-matrix';
import { adminTextsKey, HOUR_MS } from '../platform/limit-keys';

const cast = useSignedInCast();
const send = (caller: AdminCaller, body: object = {}) =>
  post(
    '/send-message-to-guest',
    { luid: caller.uid, gid: 'margaret-harper', msgType: 'custom', cmsg: 'See you soon!', ...body },
    { token: caller.token },
  );
const asAdmin = (body: object) => send({ token: cast().admin.idToken, uid: cast().admin.id }, body);
const lastSent = async (id: string) => (await db.collection('guests').doc(id).get()).get('msg_last_sent');
const textsTo = async (id: string) => (await outbox()).filter((sms) => sms.guestId === id && sms.kind !== 'otp');

async function expectNothingSentTo(id: string) {
  expect(await textsTo(id)).toEqual([]);
  expect((await lastSent(id)) ?? null).toBeNull();
}

async function expectRefused(body: object, status: number, message: string | RegExp) {
  const answer = await asAdmin(body);
  expect(answer.status).toBe(status);
  expect(answer.body.error).toBe(true);
  expect(answer.body.message).toMatch(message);
  await expectNothingSentTo(body && 'gid' in body ? String(body.gid) : 'margaret-harper');
}

describe('POST /bcw/send-message-to-guest', () => {
  describeAdminOnly(
    cast,
    (caller) => send(caller),
    () => expectNothingSentTo('margaret-harper'),
  );

  it('texts a custom message, which lands in the outbox, and records when', async () => {
    const before = Date.now();
    const answer = await asAdmin({ cmsg: '  Shuttle leaves at 2:30PM from the hotel.  ' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ error: false, code: 200, message: 'Message sent to Margaret Harper.' });
    expect(await textsTo('margaret-harper')).toEqual([
      expect.objectContaining({
        to: '+13055550102',
        body: 'Shuttle leaves at 2:30PM from the hotel.',
        kind: 'custom',
        provider: 'outbox',
      }),
    ]);
    const sentAt = (await lastSent('margaret-harper')) as Timestamp;
    expect(sentAt).toBeInstanceOf(Timestamp);
    expect(sentAt.toMillis()).toBeGreaterThanOrEqual(before - 5_000);
  });

  // Nobody on Margaret's invitation has answered yet, so her texts also invite a reply of 1 or 2.
  it("texts the couple's invitation wording with Margaret's personal link and the opt-out line", async () => {
    expect((await asAdmin({ msgType: 'original', cmsg: 'ignored' })).status).toBe(200);
    const [text] = await textsTo('margaret-harper');
    const key = linkKeyIn(text?.body ?? '');
    expect(key).not.toBeNull();
    const link = `${siteUrl}/?k=${key}`;
    expect(text).toMatchObject({ kind: 'original', body: sms.en.original({ first: 'Margaret', link, reply: true }) });
    expect(text?.body).toMatch(/Reply STOP to opt out\.$/);
    expect((await guestDoc('margaret-harper')).linkKeyHash).toBe(createHash('sha256').update(key!).digest('hex'));
  });

  it("texts the couple's reminder wording with the guest's personal link, the same one each time", async () => {
    expect((await asAdmin({ msgType: 'reminder', cmsg: undefined })).status).toBe(200);
    expect((await asAdmin({ msgType: 'reminder', cmsg: undefined })).status).toBe(200);
    const [first, second] = await textsTo('margaret-harper');
    const link = `${siteUrl}/?k=${linkKeyIn(second?.body ?? '')}`;
    expect(second).toMatchObject({
      kind: 'reminder',
      body: sms.en.reminder({ first: 'Margaret', link, rsvpBy: formatRsvpBy('en'), reply: true }),
    });
    // A link already sent keeps working: the second text carries the first one's link.
    expect(linkKeyIn(first?.body ?? '')).toBe(linkKeyIn(second?.body ?? ''));
  });

  it("keeps the guest's last text and its status, and writes a 'message' history entry", async () => {
    await db.recursiveDelete(db.collection('guests').doc('margaret-harper').collection('history'));
    expect((await asAdmin({})).status).toBe(200);
    const [text] = await textsTo('margaret-harper');
    const guest = await guestDoc('margaret-harper');
    expect(guest.lastText).toMatchObject({ sid: text?.sid, status: 'sent', errorCode: null });
    expect(text?.sid).toMatch(/^SM[0-9a-f]{32}$/);
    const history = await db.collection('guests').doc('margaret-harper').collection('history').get();
    expect(history.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({ action: 'message', by: cast().admin.id, byName: 'Grace Harper' }),
    ]);
  });

  it('refuses a guest who replied STOP, saying so, and sends nothing', async () => {
    await db.collection('guests').doc('margaret-harper').update({ smsOptOut: true });
    await expectRefused({}, 409, 'Margaret Harper has opted out of text messages (replied STOP), so no text was sent.');
  });

  it('marks the text failed with the reason when Twilio refuses the number (a landline)', async () => {
    await db.collection('guests').doc('margaret-harper').update({ phone: '+15005550009' });
    const answer = await asAdmin({});
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(/landline/);
    expect(await lastSent('margaret-harper')).toBeNull();
    expect((await guestDoc('margaret-harper')).lastText).toMatchObject({ status: 'failed', errorCode: 21614 });
  });

  it('refuses an empty custom text', () => expectRefused({ cmsg: '   ' }, 400, 'Please write the custom message.'));
  it('refuses a custom text without cmsg', () =>
    expectRefused({ cmsg: undefined }, 400, 'Please write the custom message.'));
  it('sends a custom text of 4 full text messages', async () => {
    expect((await asAdmin({ cmsg: 'x'.repeat(612) })).status).toBe(200);
  });
  it('refuses a custom text over 612 characters', () =>
    expectRefused({ cmsg: 'x'.repeat(613) }, 400, 'A custom message can be at most 612 characters.'));
  it('refuses a custom text that would take more than 4 text messages (an emoji makes them shorter)', () =>
    expectRefused({ cmsg: `${'x'.repeat(300)} 🎉` }, 400, /at most 4 text messages long/));
  it.each([['a/b'], ['..'], ['__x__']])('answers 400, not 500, to the guest id %s and sends nothing', async (gid) => {
    const answer = await asAdmin({ gid });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/not valid \(gid\)/);
    expect((await outbox()).filter((sms) => sms.kind !== 'otp')).toEqual([]);
  });

  describe('texts per admin per hour', () => {
    // MAX_ADMIN_TEXTS_PER_HOUR as functions/.env.local sets it for the emulator.
    const adminCap = Number(
      /^MAX_ADMIN_TEXTS_PER_HOUR=(\d+)$/m.exec(readFileSync('functions/.env.local', 'utf8'))?.[1],
    );
    const adminTexts = () => rateLimitDoc(adminTextsKey(cast().admin.id), HOUR_MS);

    it("counts every text an admin sends, with the window's end as expireAt", waitsForWindowEdge(), async () => {
      await clearOfWindowEdge(HOUR_MS);
      await adminTexts().delete();
      expect((await asAdmin({})).status).toBe(200);
      expect((await asAdmin({ msgType: 'reminder' })).status).toBe(200);
      const counter = (await adminTexts().get()).data()!;
      expect(counter.count).toBe(2);
      expect((counter.expireAt as Timestamp).toMillis()).toBeGreaterThan(Date.now());
    });

    it(
      'refuses the text after the hourly cap, says when to retry, and sends nothing',
      waitsForWindowEdge(),
      async () => {
        await clearOfWindowEdge(HOUR_MS);
        await adminTexts().set({ count: adminCap });
        await expectRefused(
          {},
          429,
          new RegExp(
            `sent ${adminCap} texts this hour, the most allowed\\. Please try again in \\d+ (seconds|minutes)`,
          ),
        );
        const other = await send({ token: cast().otherAdmin.idToken, uid: cast().otherAdmin.id });
        expect(other.status).toBe(200);
      },
    );
  });
  it('refuses an unknown message type', () => expectRefused({ msgType: 'birthday' }, 400, /msgType/));
  it('refuses an unknown guest', () =>
    expectRefused({ gid: 'nobody-at-all' }, 404, 'We could not find this guest. Please reload the guest list.'));
  it('refuses a disabled invitation', () =>
    expectRefused({ gid: 'claire-dubois' }, 409, "Claire Dubois's invitation is disabled, so no text was sent."));
  it('refuses a guest without a phone number', () =>
    expectRefused({ gid: 'walter-harper' }, 409, 'Walter Harper has no phone number on the guest list'));
});
