import { describe, expect, it } from 'vitest';
import type { BatchQueuedData, DryRunData } from '@contract/messages';
import { SKIP_REASONS } from '@contract/options';
import { emailOutbox, emailsTo, freshAddress, unsubscribeLinkIn } from '@testing/email-testing';
import { db, guestDoc, linkKeyIn, outbox, post, siteUrl, waitForBatch } from '@testing/testing';
import { useSignedInCast } from '@testing/admin-auth-matrix';

const cast = useSignedInCast();
const asAdmin = <T = DryRunData>(body: object) =>
  post<T>(
    '/admin/messages',
    { audience: 'all', msgType: 'reminder', dryRun: true, ...body },
    { token: cast().admin.idToken },
  );
const setGuest = (id: string, fields: object) => db.collection('guests').doc(id).update(fields);

describe('POST /bcw/admin/messages by email', () => {
  it('refuses an unknown channel, naming the choices', async () => {
    const answer = await asAdmin({ channel: 'pigeon' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/channel must be 'sms', 'email' or 'best'/);
  });

  it('dry run: each recipient with its channel, and skipped reasons naming what is missing', async () => {
    const margaret = freshAddress('margaret');
    await setGuest('margaret-harper', { smsOptOut: true, email: margaret });
    await setGuest('daniel-okafor', { email: freshAddress('daniel'), emailOptOut: true });
    const best = await asAdmin({ channel: 'best', audience: 'ids', guestIds: ['margaret-harper', 'grace-harper'] });
    expect(best.status).toBe(200);
    expect(best.body.data!.recipients).toEqual([
      { id: 'grace-harper', first: 'Grace', last: 'Harper', channel: 'sms' },
      { id: 'margaret-harper', first: 'Margaret', last: 'Harper', channel: 'email' },
    ]);

    const email = await asAdmin({ channel: 'email', audience: 'ids', guestIds: ['grace-harper', 'daniel-okafor'] });
    expect(email.body.data!.recipients).toEqual([]);
    expect(email.body.data!.skipped).toEqual([
      { id: 'daniel-okafor', first: 'Daniel', last: 'Okafor', reason: SKIP_REASONS.emailOptedOut },
      // Nobody on Grace's invitation can be emailed (Daniel unsubscribed): left out, and the reason says so.
      {
        id: 'grace-harper',
        first: 'Grace',
        last: 'Harper',
        reason: `${SKIP_REASONS.household} (${SKIP_REASONS.noEmail})`,
      },
    ]);

    await setGuest('grace-harper', { smsOptOut: true });
    const neither = await asAdmin({ channel: 'best', audience: 'ids', guestIds: ['grace-harper'] });
    expect(neither.body.data!.skipped[0]!.reason).toBe(`${SKIP_REASONS.optedOut}; ${SKIP_REASONS.noEmail}`);
  });

  it('dry run: the email an email recipient would get, its own wording with the unsubscribe link', async () => {
    await setGuest('margaret-harper', { smsOptOut: true, email: freshAddress('margaret') });
    const best = await asAdmin({ channel: 'best', audience: 'ids', guestIds: ['margaret-harper', 'grace-harper'] });
    const { preview, email } = best.body.data!;
    expect(preview).toMatch(/^Hi Grace/);
    expect(preview).toContain('Reply STOP to opt out.');
    expect(email!.subject).toMatch(/^Reminder: RSVP/);
    expect(email!.text).toMatch(/^Hi Margaret/);
    expect(email!.text).not.toContain('Reply STOP');
    expect(email!.text).toContain(`${siteUrl}/?k=`);
    expect(unsubscribeLinkIn(email!.text)).not.toBeNull();

    const texts = await asAdmin({ channel: 'sms', audience: 'ids', guestIds: ['grace-harper'] });
    expect(texts.body.data!.email).toBeNull();
  });

  it('sends one email instead of a text to each email recipient, with the personal link and unsubscribe', async () => {
    const address = freshAddress('margaret');
    await setGuest('margaret-harper', { email: address });
    const queued = await asAdmin<BatchQueuedData>({
      channel: 'email',
      audience: 'ids',
      guestIds: ['margaret-harper'],
      dryRun: false,
    });
    expect(queued.status).toBe(202);
    const progress = await waitForBatch(queued.body.data!.batchId, cast().admin.idToken);
    expect(progress.sent).toBe(1);

    const [received, ...more] = await emailsTo(address);
    expect(more).toEqual([]);
    expect(received!.subject).toMatch(/^Reminder: RSVP/);
    expect(received!.text).toContain(`${siteUrl}/?k=`);
    const key = linkKeyIn(received!.text);
    expect(key).not.toBeNull();
    expect(unsubscribeLinkIn(received!.text)).not.toBeNull();
    expect((await post('/link-auth', { k: key })).status).toBe(200);

    const records = (await emailOutbox()).filter((e) => e.batchId === queued.body.data!.batchId);
    expect(records).toMatchObject([{ to: address, kind: 'reminder', guestId: 'margaret-harper', status: 'sent' }]);
    expect((await outbox()).filter((sms) => sms.batchId === queued.body.data!.batchId)).toEqual([]);
    expect((await guestDoc('margaret-harper')).msg_last_sent).not.toBeNull();
  });

  it("'best' texts those who can get a text and emails the rest, a custom message included", async () => {
    const address = freshAddress('margaret');
    await setGuest('margaret-harper', { phone: '', email: address });
    const queued = await asAdmin<BatchQueuedData>({
      channel: 'best',
      audience: 'ids',
      guestIds: ['margaret-harper', 'grace-harper'],
      msgType: 'custom',
      cmsg: 'The shuttle leaves at 4.',
      dryRun: false,
    });
    const batchId = queued.body.data!.batchId;
    await waitForBatch(batchId, cast().admin.idToken);
    const texts = (await outbox()).filter((sms) => sms.batchId === batchId);
    expect(texts.map((sms) => sms.guestId)).toEqual(['grace-harper']);
    const [received] = await emailsTo(address);
    expect(received!.text).toContain('The shuttle leaves at 4.');
    expect(linkKeyIn(received!.text)).not.toBeNull();
  });
});

describe('POST /bcw/send-message-to-guest by email', () => {
  const toGuest = (body: object) =>
    post(
      '/send-message-to-guest',
      { luid: cast().admin.id, gid: 'margaret-harper', msgType: 'custom', cmsg: ' See you soon! ', ...body },
      { token: cast().admin.idToken },
    );
  const textsToMargaret = async () =>
    (await outbox()).filter((sms) => sms.guestId === 'margaret-harper' && sms.kind !== 'otp').length;

  it('emails the guest with the personal link and unsubscribe, and sends no text', async () => {
    const textsBefore = await textsToMargaret();
    const address = freshAddress('margaret');
    await setGuest('margaret-harper', { email: address });
    const answer = await toGuest({ channel: 'email' });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Email sent to Margaret Harper.');
    const [received, ...more] = await emailsTo(address);
    expect(more).toEqual([]);
    expect(received!.text).toContain('See you soon!');
    expect(linkKeyIn(received!.text)).not.toBeNull();
    expect(unsubscribeLinkIn(received!.text)).not.toBeNull();
    expect((await emailOutbox()).filter((e) => e.to === address)).toMatchObject([
      { kind: 'custom', status: 'sent', batchId: null, guestId: 'margaret-harper' },
    ]);
    expect(await textsToMargaret()).toBe(textsBefore);
    expect((await guestDoc('margaret-harper')).msg_last_sent).not.toBeNull();
  });

  it("'best' texts a guest who can get a text", async () => {
    const address = freshAddress('margaret');
    await setGuest('margaret-harper', { email: address });
    const textsBefore = await textsToMargaret();
    expect((await toGuest({ channel: 'best' })).status).toBe(200);
    expect(await textsToMargaret()).toBe(textsBefore + 1);
    expect(await emailsTo(address)).toEqual([]);
  });

  it('refuses, naming what is missing, and sends nothing', async () => {
    const textsBefore = await textsToMargaret();
    const emailsBefore = (await emailOutbox()).length;
    const noEmail = await toGuest({ channel: 'email' });
    expect(noEmail.status).toBe(409);
    expect(noEmail.body.message).toBe('Margaret Harper has no email address on the guest list, so no email was sent.');
    await setGuest('margaret-harper', { email: freshAddress('margaret'), emailOptOut: true, smsOptOut: true });
    const neither = await toGuest({ channel: 'best' });
    expect(neither.status).toBe(409);
    expect(neither.body.message).toBe(
      'Margaret Harper cannot get a text or an email (opted out of texts (replied STOP); opted out of email (unsubscribed)), so nothing was sent.',
    );
    expect((await emailOutbox()).length).toBe(emailsBefore);
    expect(await textsToMargaret()).toBe(textsBefore);
  });
});
