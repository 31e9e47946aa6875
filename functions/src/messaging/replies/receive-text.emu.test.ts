import { describe, expect, it } from 'vitest';
import { db, guestDoc, useDemoGuestsEachTest } from '@testing/testing';
import { EMPTY_TWIML, inboundTextForm, postTwilioForm } from '@stand-ins/fake-twilio';
import { historyOf } from '@testing/console-testing';

/** A text from Margaret (or `From`); every one has the same MessageSid. */
const reply = (Body: string, From?: string) => inboundTextForm(Body, From, `SM${'1'.repeat(32)}`);
const optedOut = async (id = 'margaret-harper') => (await guestDoc(id)).smsOptOut ?? false;
const history = () => historyOf('margaret-harper');

useDemoGuestsEachTest();

describe('POST /bcw/twilio/inbound', () => {
  it.each(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT', ' stop ', 'Stop', 'optout'])(
    "opts the sender out on '%s' and answers empty TwiML",
    async (word) => {
      const answer = await postTwilioForm('inbound', reply(word));
      expect(answer.status).toBe(200);
      expect(answer.type).toMatch(/xml/);
      expect(answer.text).toBe(EMPTY_TWIML);
      expect(await optedOut()).toBe(true);
    },
  );

  it.each(['START', 'UNSTOP', 'YES'])("opts the sender back in on '%s'", async (word) => {
    await db.collection('guests').doc('margaret-harper').update({ smsOptOut: true });
    expect((await postTwilioForm('inbound', reply(word))).status).toBe(200);
    expect(await optedOut()).toBe(false);
  });

  it('writes the change to the guest history, once, however often Twilio repeats it', async () => {
    expect((await postTwilioForm('inbound', reply('STOP'))).status).toBe(200);
    expect((await postTwilioForm('inbound', reply('STOP'))).status).toBe(200);
    expect(await history()).toEqual([
      expect.objectContaining({
        action: 'details',
        by: 'margaret-harper',
        byName: 'Margaret Harper (replied STOP by text)',
        changes: { smsOptOut: [false, true] },
      }),
    ]);
  });

  it('leaves other replies alone', async () => {
    expect((await postTwilioForm('inbound', reply('Stop by at 5, see you!'))).status).toBe(200);
    expect(await optedOut()).toBe(false);
    expect(await history()).toEqual([]);
  });

  it('answers a number not on the guest list and changes nothing', async () => {
    const answer = await postTwilioForm('inbound', reply('STOP', '+13055550199'));
    expect(answer.status).toBe(200);
    expect(answer.text).toBe(EMPTY_TWIML);
  });

  it('refuses a missing or forged signature with 403 and changes nothing', async () => {
    expect((await postTwilioForm('inbound', reply('STOP'), null)).status).toBe(403);
    expect((await postTwilioForm('inbound', reply('STOP'), 'bm90IGEgc2lnbmF0dXJl')).status).toBe(403);
    expect(await optedOut()).toBe(false);
  });
});
