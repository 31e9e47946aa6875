import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { freshAddress, seedGuest } from '@testing/email-testing';
import {
  db,
  outbox,
  post,
  postFrom,
  pretendCodesWereSentEarlier,
  rateLimitDoc,
  useDemoGuestsEachTest,
} from '@testing/testing';
import { HOUR_MS, SITE_SIGN_IN_TEXTS_KEY } from '../platform/limit-keys';

// A send the provider refuses (a landline, a number that replied STOP) counts
// against the guest's own limits like a sent one, never spends the site-wide cap and never ends a code
// the guest already holds.

const LANDLINE = '+15005550009'; // the demo's Emeka Okafor; the outbox refuses it as Twilio refuses a landline
const EMEKA = 'emeka-okafor';

useDemoGuestsEachTest();

const siteCount = async () =>
  ((await rateLimitDoc(SITE_SIGN_IN_TEXTS_KEY, HOUR_MS).get()).get('count') as number | undefined) ?? 0;

const codeOfLastCall = async (guestId: string) => {
  const call = (await outbox()).filter((sms) => sms.guestId === guestId && sms.kind === 'otp-call').at(-1);
  return call!.body.match(/(\d\. ){5}\d\./)![0].replace(/\D/g, '');
};

describe('a refused sign-in text', () => {
  it('counts against the cooldown and the hourly sends, from any address, and never the site-wide cap', async () => {
    const first = await postFrom('127.0.0.2', '/verify-phone', { phone_number: LANDLINE });
    expect(first.status).toBe(502);
    // A second address at once meets the guest's cooldown: refused texts are not free.
    const again = await postFrom('127.0.0.3', '/verify-phone', { phone_number: LANDLINE });
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^A code was just sent\. Please wait \d+ seconds/);
    for (let send = 2; send <= 5; send++) {
      await pretendCodesWereSentEarlier(EMEKA, 31_000);
      expect((await postFrom(`127.0.0.${send + 2}`, '/verify-phone', { phone_number: LANDLINE })).status).toBe(502);
    }
    await pretendCodesWereSentEarlier(EMEKA, 31_000);
    const sixth = await postFrom('127.0.0.9', '/verify-phone', { phone_number: LANDLINE });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/^Too many codes were sent/);
    expect(await siteCount()).toBe(0);
    // Everyone else still gets their code.
    expect((await post('/verify-phone', { phone_number: '+13055550102' })).status).toBe(200);
    expect(await siteCount()).toBe(1);
  });

  it('still lets the landline guest ask for the call it offers, right away', async () => {
    expect((await post('/verify-phone', { phone_number: LANDLINE })).status).toBe(502);
    expect((await post('/verify-phone', { phone_number: LANDLINE, channel: 'call' })).status).toBe(200);
    // ...but not a second refused text straight after the call.
    expect((await post('/verify-phone', { phone_number: LANDLINE })).status).toBe(429);
  });

  it('never ends a code the guest heard by call', async () => {
    expect((await post('/verify-phone', { phone_number: LANDLINE, channel: 'call' })).status).toBe(200);
    const heard = await codeOfLastCall(EMEKA);
    await pretendCodesWereSentEarlier(EMEKA, 31_000);
    expect((await postFrom('127.0.0.2', '/verify-phone', { phone_number: LANDLINE })).status).toBe(502);
    const auth = await post('/guest-auth', { gid: EMEKA, otp: heard });
    expect(auth.status).toBe(200);
  });

  it('counts a refused email and a find-by-name refusal the same way', async () => {
    const stopped = '+15005550004'; // the outbox refuses it as Twilio refuses a number that replied STOP
    await seedGuest('stop-stella', { first: 'Stella', last: 'Stop', phone: stopped, email: freshAddress('stella') });
    await post('/find-invitation', { first: 'Stella', last: 'Stop' });
    const sentAt = (await db.collection('otpChallenges').doc('stop-stella').get()).get('sentAt') as Timestamp[];
    expect(sentAt).toHaveLength(1);
    expect((await post('/find-invitation', { first: 'Stella', last: 'Stop' })).status).toBe(200);
    expect(((await db.collection('otpChallenges').doc('stop-stella').get()).get('sentAt') as unknown[]).length).toBe(1);
    expect(await siteCount()).toBe(0);
  });
});
