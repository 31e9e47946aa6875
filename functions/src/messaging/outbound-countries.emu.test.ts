import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, outbox, post, signIn, type SignedIn, useDemoGuestsEachTest } from '@testing/testing';
import { EMPTY_TWIML, inboundTextForm, postTwilioForm } from '@stand-ins/fake-twilio';

// No text leaves for a number outside SMS_COUNTRIES (default US and Canada): HELP
// answers, inbox replies and every other text; HELP is answered at most once a day per number.

const UK = '+447700900123';
const PREMIUM = '+19005550123';
const BARBADOS = '+12462345678';

let admin: SignedIn;
useDemoGuestsEachTest();
beforeEach(async () => {
  admin = await signIn('+13055550101');
});

describe('texts outside SMS_COUNTRIES', () => {
  it('HELP from a UK, a premium-rate or a Barbados number gets no answer', async () => {
    for (const from of [UK, PREMIUM, BARBADOS]) {
      const answer = await postTwilioForm('inbound', inboundTextForm('HELP', from));
      expect(answer.status).toBe(200);
      expect(answer.text).toBe(EMPTY_TWIML);
    }
  });

  it('HELP is answered once a day per number', async () => {
    const first = await postTwilioForm('inbound', inboundTextForm('HELP', '+13055550199'));
    expect(first.text).toContain('<Message>');
    const second = await postTwilioForm('inbound', inboundTextForm('help', '+13055550199'));
    expect(second.text).toBe(EMPTY_TWIML);
    // Another number still gets its answer.
    expect((await postTwilioForm('inbound', inboundTextForm('AYUDA', '+13055550198'))).text).toContain('<Message>');
  });

  it('an inbox reply to a number outside is refused with 400 naming the country, and nothing is sent', async () => {
    await db.collection('inbox').doc('from-uk').set({
      at: Timestamp.now(),
      from: UK,
      guestId: null,
      first: '',
      last: '',
      body: 'Hello?',
      handled: false,
    });
    const answer = await post('/admin/inbox/from-uk/reply', { body: 'Who is this?' }, { token: admin.idToken });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/United Kingdom/);
    expect(answer.body.message).toMatch(/SMS_COUNTRIES/);
    expect((await outbox()).filter((sms) => sms.kind === 'custom')).toEqual([]);
    expect((await db.collection('inbox').doc('from-uk').get()).get('handled')).toBe(false);
  });

  it('a text to a guest whose stored number is outside (from before the rule) is refused, not sent', async () => {
    await db.collection('guests').doc('margaret-harper').update({ phone: BARBADOS });
    const answer = await post(
      '/send-message-to-guest',
      { luid: admin.id, gid: 'margaret-harper', msgType: 'custom', cmsg: 'Hello!' },
      { token: admin.idToken },
    );
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.body.message).toMatch(/Barbados/);
    expect((await outbox()).filter((sms) => sms.to === BARBADOS && sms.status === 'sent')).toEqual([]);
  });
});
