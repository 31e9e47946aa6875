import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { wedding } from '@config';
import { db, guestDoc, linkKeyIn, post, signIn, useDemoGuestsEachTest } from '@testing/testing';
import { historyOf } from '@testing/console-testing';
import { EMPTY_TWIML, inboundTextForm, postTwilioForm, twimlMessage } from '@stand-ins/fake-twilio';

// Texts guests send back: 1 (everyone coming) and 2 (nobody coming) answer the RSVP by text; HELP gets the
// couple's contact; anything else is kept for the couple's inbox.
const harpers = ['margaret-harper', 'walter-harper'];
/** Still "no answer": not attending, never responded (the demo list has no respondedAt at all). */
const noAnswer = async (id: string) => {
  const guest = await guestDoc(id);
  return guest.rsvp === false && (guest.respondedAt ?? null) === null;
};
const inboxDocs = async () => (await db.collection('inbox').get()).docs.map((doc) => ({ id: doc.id, ...doc.data() }));

useDemoGuestsEachTest();

describe('an RSVP by text', () => {
  it('1 sets everyone on the invitation attending, with history by the sender via sms, and asks for meals with a new link', async () => {
    const before = (await guestDoc('margaret-harper')).linkKeyHash;
    const answer = await postTwilioForm('inbound', inboundTextForm(' 1 '));
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/xml/);
    const reply = twimlMessage(answer.text);
    expect(reply).toMatch(/^Thank you! Everyone on your invitation is down as coming/);
    expect(reply).toContain('Please choose a meal for Margaret and Walter here: http://127.0.0.1:5000/?k=');
    for (const id of harpers) {
      const guest = await guestDoc(id);
      expect(guest).toMatchObject({ rsvp: true, plate: '' });
      expect(guest.respondedAt).toBeInstanceOf(Timestamp);
      expect(await historyOf(id)).toEqual([
        expect.objectContaining({
          action: 'rsvp',
          by: 'margaret-harper',
          via: 'sms',
          changes: { rsvp: [false, true], responded: [false, true] },
        }),
      ]);
    }
    // The link in the answer is a fresh personal link: it signs Margaret in.
    expect((await guestDoc('margaret-harper')).linkKeyHash).not.toBe(before);
    const signedIn = await post<{ id: string }>('/link-auth', { k: linkKeyIn(reply) });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data?.id).toBe('margaret-harper');
  });

  it('1 with every meal chosen just thanks, and a person already attending gets no history entry', async () => {
    await db
      .collection('guests')
      .doc('margaret-harper')
      .update({ rsvp: true, plate: 'plate1', respondedAt: Timestamp.now() });
    await db.collection('guests').doc('walter-harper').update({ plate: 'plate2' });
    const reply = twimlMessage((await postTwilioForm('inbound', inboundTextForm('1'))).text);
    expect(reply).toBe(
      `Thank you! Everyone on your invitation is down as coming to ${wedding.couple.title}'s wedding.`,
    );
    expect(await historyOf('margaret-harper')).toEqual([]);
    expect(await historyOf('walter-harper')).toHaveLength(1);
  });

  it('2 declines everyone on the invitation and clears their meals', async () => {
    await db
      .collection('guests')
      .doc('margaret-harper')
      .update({ rsvp: true, plate: 'plate1', respondedAt: Timestamp.now() });
    const reply = twimlMessage((await postTwilioForm('inbound', inboundTextForm('2'))).text);
    expect(reply).toMatch(/^Thank you for letting us know\. Everyone on your invitation is down as not coming/);
    expect(await guestDoc('margaret-harper')).toMatchObject({ rsvp: false, plate: '' });
    expect((await guestDoc('walter-harper')).respondedAt).toBeInstanceOf(Timestamp);
    expect(await historyOf('margaret-harper')).toEqual([
      expect.objectContaining({
        by: 'margaret-harper',
        via: 'sms',
        changes: { rsvp: [true, false], plate: ['plate1', ''] },
      }),
    ]);
    expect(await historyOf('walter-harper')).toEqual([
      expect.objectContaining({ by: 'margaret-harper', via: 'sms', changes: { responded: [false, true] } }),
    ]);
  });

  it("answers in the sender's language", async () => {
    await db.collection('guests').doc('margaret-harper').update({ language: 'es' });
    expect(twimlMessage((await postTwilioForm('inbound', inboundTextForm('1'))).text)).toMatch(
      /^¡Gracias! Todos en su invitación .* Elija el menú de Margaret y Walter aquí: http/,
    );
    expect(twimlMessage((await postTwilioForm('inbound', inboundTextForm('2'))).text)).toMatch(
      /^Gracias por avisarnos\./,
    );
  });

  it('changes nothing after the RSVP deadline and says so, with the couple’s contact', async () => {
    await db
      .collection('settings')
      .doc('site')
      .set({ rsvpClosesAt: Timestamp.fromMillis(Date.now() - 60_000) });
    const reply = twimlMessage((await postTwilioForm('inbound', inboundTextForm('1'))).text);
    expect(reply).toMatch(/^RSVPs closed on .*, so nothing was changed\./);
    expect(reply).toContain(wedding.contact.phone);
    expect(reply).toContain(wedding.contact.email);
    for (const id of harpers) {
      expect(await noAnswer(id)).toBe(true);
      expect(await historyOf(id)).toEqual([]);
    }
  });

  it('keeps a 1 from a disabled invitation in the inbox, changes nothing and does not answer', async () => {
    const answer = await postTwilioForm('inbound', inboundTextForm('1', '+13055550113'));
    expect(answer.text).toBe(EMPTY_TWIML);
    expect(await noAnswer('claire-dubois')).toBe(true);
    expect(await inboxDocs()).toEqual([expect.objectContaining({ guestId: 'claire-dubois', body: '1' })]);
  });

  it('refuses an unsigned or forged 1 with 403 and changes nothing', async () => {
    expect((await postTwilioForm('inbound', inboundTextForm('1'), null)).status).toBe(403);
    expect((await postTwilioForm('inbound', inboundTextForm('1'), 'bm90IGEgc2lnbmF0dXJl')).status).toBe(403);
    expect(await noAnswer('margaret-harper')).toBe(true);
    expect(await inboxDocs()).toEqual([]);
  });
});

describe('other texts', () => {
  it("answers HELP with the couple's contact, for anyone", async () => {
    for (const from of ['+13055550102', '+13055550199']) {
      const reply = twimlMessage((await postTwilioForm('inbound', inboundTextForm('help', from))).text);
      expect(reply).toContain(wedding.contact.phone);
      expect(reply).toContain(wedding.contact.email);
    }
    expect(await inboxDocs()).toEqual([]);
  });

  it('keeps a known guest’s text in the inbox, once however often Twilio repeats it, and acknowledges it', async () => {
    const form = inboundTextForm('Can we bring our dog? <3 & thanks');
    const answer = await postTwilioForm('inbound', form);
    expect(twimlMessage(answer.text)).toBe(`Thank you! ${wedding.couple.title} will read your message.`);
    expect(answer.text).toContain('&amp;'); // the answer is XML
    await postTwilioForm('inbound', form);
    expect(await inboxDocs()).toEqual([
      {
        id: form.MessageSid,
        at: expect.any(Timestamp),
        from: '+13055550102',
        guestId: 'margaret-harper',
        first: 'Margaret',
        last: 'Harper',
        body: 'Can we bring our dog? <3 & thanks',
        handled: false,
      },
    ]);
    expect(await noAnswer('margaret-harper')).toBe(true);
  });

  it('keeps a text from a number not on the list without answering it', async () => {
    const answer = await postTwilioForm('inbound', inboundTextForm('1', '+13055550199'));
    expect(answer.text).toBe(EMPTY_TWIML);
    expect(await inboxDocs()).toEqual([
      expect.objectContaining({ from: '+13055550199', guestId: null, first: '', last: '', body: '1' }),
    ]);
  });

  it('does not keep STOP in the inbox', async () => {
    await postTwilioForm('inbound', inboundTextForm('STOP'));
    expect(await inboxDocs()).toEqual([]);
  });
});

describe('texts that invite a reply', () => {
  it('invite 1 or 2 only where nobody on the invitation has answered, counted in the dry run', async () => {
    const admin = await signIn('+13055550100');
    const dryRun = (guestIds: string[]) =>
      post<{ preview: string; segments: number }>(
        '/admin/messages',
        { audience: 'ids', guestIds, msgType: 'reminder', dryRun: true },
        { token: admin.idToken },
      );
    const unanswered = (await dryRun(['margaret-harper'])).body.data!;
    expect(unanswered.preview).toContain(
      'Or reply 1 if all of you will come, 2 if none of you can. Reply STOP to opt out.',
    );
    const answered = (await dryRun(['rosa-alvarez'])).body.data!;
    expect(answered.preview).not.toContain('reply 1');
    expect(unanswered.segments).toBeGreaterThan(answered.segments);
  });
});
