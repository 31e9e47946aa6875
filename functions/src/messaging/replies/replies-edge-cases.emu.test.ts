import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { guestDoc, guestRef, linkKeyIn, post, useDemoGuestsEachTest } from '@testing/testing';
import { EMPTY_TWIML, inboundTextForm, postTwilioForm, twimlMessage } from '@stand-ins/fake-twilio';
import { hashLinkKey } from '../../sign-in/link-keys';

// A retried delivery (same MessageSid) changes nothing; a 1 or 2 changes only the
// people whose answer was not given on the web or by the couple; the confirmation's link leaves the link
// already sent working.

useDemoGuestsEachTest();

describe('replies by text: edge cases', () => {
  it('a MessageSid already handled changes nothing', async () => {
    const delivery = inboundTextForm('1');
    expect(twimlMessage((await postTwilioForm('inbound', delivery)).text)).toMatch(/^Thank you!/);
    expect((await guestDoc('margaret-harper')).rsvp).toBe(true);
    // Margaret then changes her mind on the web; Twilio retries the first delivery.
    await guestRef('margaret-harper').update({ rsvp: false, answeredVia: 'sms' });
    const retried = await postTwilioForm('inbound', delivery);
    expect(retried.status).toBe(200);
    expect(retried.text).toBe(EMPTY_TWIML);
    expect((await guestDoc('margaret-harper')).rsvp).toBe(false);
  });

  it('a 2 keeps an answer given on the web or by the couple, and says whose', async () => {
    await guestRef('walter-harper').update({ rsvp: true, answeredVia: 'web', respondedAt: Timestamp.now() });
    const answer = twimlMessage((await postTwilioForm('inbound', inboundTextForm('2'))).text);
    expect(answer).toContain(
      'Walter already answered on the website or with the couple, so that answer stays as it was.',
    );
    expect(await guestDoc('margaret-harper')).toMatchObject({ rsvp: false, answeredVia: 'sms' });
    expect(await guestDoc('walter-harper')).toMatchObject({ rsvp: true, answeredVia: 'web' });
  });

  it("a 1's meal link is new, and the link already sent keeps working", async () => {
    const sentKey = 'S'.repeat(22);
    await guestRef('margaret-harper').update({ linkKeyHash: hashLinkKey(sentKey), linkIssuedAt: Timestamp.now() });
    const answer = twimlMessage((await postTwilioForm('inbound', inboundTextForm('1'))).text);
    const newKey = linkKeyIn(answer);
    expect(newKey).toBeTruthy();
    expect(newKey).not.toBe(sentKey);
    expect((await post('/link-auth', { k: sentKey })).status).toBe(200);
    expect((await post('/link-auth', { k: newKey })).status).toBe(200);
    // A second 1 still leaves the link from the invitation working.
    await guestRef('margaret-harper').update({ plate: '' });
    const again = twimlMessage((await postTwilioForm('inbound', inboundTextForm('1'))).text);
    expect(linkKeyIn(again)).toBeTruthy();
    expect((await post('/link-auth', { k: sentKey })).status).toBe(200);
  });
});
