import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { sms } from '@config';
import { db, guestDoc, useDemoGuestsEachTest } from '@testing/testing';
import { inboundTextForm, postTwilioForm } from '@stand-ins/fake-twilio';

// Section 28: yes / si / sí count as 1 and no as 2 when the guest's last text invited a reply; YES still opts a
// guest back in; every text not turned into an answer or an opt change reaches the inbox.
const inboxBodies = async () => (await db.collection('inbox').get()).docs.map((doc) => doc.get('body') as string);
const harpers = ['margaret-harper', 'walter-harper'];

/** Margaret's last text: an original invitation, inviting a reply or not. */
async function lastText(invitesReply: boolean, language: 'en' | 'es' = 'en') {
  const sid = `SMlast${invitesReply ? 'reply' : 'plain'}${language}`.padEnd(34, '0');
  const body = sms[language].original({ first: 'Margaret', link: 'http://127.0.0.1:5000/?k=x', reply: invitesReply });
  await db.collection('smsOutbox').add({ to: '+13055550102', body, kind: 'original', guestId: 'margaret-harper', sid });
  await db
    .collection('guests')
    .doc('margaret-harper')
    .update({ lastText: { sid, status: 'delivered', errorCode: null, at: Timestamp.now() } });
}

useDemoGuestsEachTest();

describe('yes and no by text', () => {
  it.each(['yes', 'YES', 'Si', 'sí'])(
    "'%s' after a text that invited a reply sets everyone attending",
    async (word) => {
      await lastText(true);
      expect((await postTwilioForm('inbound', inboundTextForm(word))).status).toBe(200);
      for (const id of harpers) expect(await guestDoc(id)).toMatchObject({ rsvp: true });
      expect(await inboxBodies()).toEqual([]);
    },
  );

  it("'No' after a Spanish text that invited a reply declines everyone", async () => {
    await lastText(true, 'es');
    await postTwilioForm('inbound', inboundTextForm('No'));
    for (const id of harpers) {
      const guest = await guestDoc(id);
      expect(guest.rsvp).toBe(false);
      expect(guest.respondedAt).toBeInstanceOf(Timestamp);
    }
  });

  it('keeps yes and no in the inbox when the last text did not invite a reply', async () => {
    await lastText(false);
    await postTwilioForm('inbound', inboundTextForm('yes'));
    await postTwilioForm('inbound', inboundTextForm('no'));
    expect((await inboxBodies()).sort()).toEqual(['no', 'yes']);
    for (const id of harpers) expect((await guestDoc(id)).respondedAt ?? null).toBeNull();
  });

  it('YES still opts a guest who replied STOP back in, and that is all it does', async () => {
    await lastText(true);
    await db.collection('guests').doc('margaret-harper').update({ smsOptOut: true });
    await postTwilioForm('inbound', inboundTextForm('YES'));
    expect((await guestDoc('margaret-harper')).smsOptOut).toBe(false);
    expect((await guestDoc('margaret-harper')).respondedAt ?? null).toBeNull();
    expect(await inboxBodies()).toEqual([]);
  });
});
