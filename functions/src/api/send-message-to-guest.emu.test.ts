import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { wedding } from '@config';
import { LIMITS } from '@contract/options';
import { db, outbox, post } from '../../../emulators/testing';
import { describeAdminOnly, useSignedInCast, type AdminCaller } from '../../../emulators/admin-auth-matrix';

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

  it("texts the couple's invitation wording, naming the guest and the site", async () => {
    expect((await asAdmin({ msgType: 'original', cmsg: 'ignored' })).status).toBe(200);
    const [text] = await textsTo('margaret-harper');
    expect(text).toMatchObject({ kind: 'original', body: wedding.sms.original('Margaret', wedding.siteUrl) });
    expect(text?.body).toContain('Margaret');
    expect(text?.body).toContain(wedding.siteUrl);
  });

  it("texts the couple's reminder wording, naming the guest and the site", async () => {
    expect((await asAdmin({ msgType: 'reminder', cmsg: undefined })).status).toBe(200);
    const [text] = await textsTo('margaret-harper');
    expect(text).toMatchObject({ kind: 'reminder', body: wedding.sms.reminder('Margaret', wedding.siteUrl) });
  });

  it('refuses an empty custom text', () => expectRefused({ cmsg: '   ' }, 400, 'Please write the custom message.'));
  it('refuses a custom text without cmsg', () =>
    expectRefused({ cmsg: undefined }, 400, 'Please write the custom message.'));
  it(`refuses a custom text over ${LIMITS.customMessageMax} characters (three SMS segments)`, () =>
    expectRefused(
      { cmsg: 'x'.repeat(LIMITS.customMessageMax + 1) },
      400,
      `A custom message can be at most ${LIMITS.customMessageMax} characters.`,
    ));
  it('refuses an unknown message type', () => expectRefused({ msgType: 'birthday' }, 400, /msgType/));
  it('refuses an unknown guest', () =>
    expectRefused({ gid: 'nobody-at-all' }, 404, 'We could not find this guest. Please reload the guest list.'));
  it('refuses a disabled invitation', () =>
    expectRefused({ gid: 'claire-dubois' }, 409, "Claire Dubois's invitation is disabled, so no text was sent."));
  it('refuses a guest without a phone number', () =>
    expectRefused({ gid: 'walter-harper' }, 409, 'Walter Harper has no phone number on the guest list'));
});
