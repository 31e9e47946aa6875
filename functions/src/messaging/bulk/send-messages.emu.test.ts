import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { sms } from '@config';
import { formatRsvpBy } from '@contract/wedding-dates';
import type { BatchQueuedData, DryRunData } from '@contract/messages';
import { SKIP_REASONS } from '@contract/options';
import { smsSegments } from '@contract/sms-segments';
import demoGuests from '@launcher/demo-guests.json';
import { db, get, guestDoc, guestId, linkKeyIn, outbox, post, siteUrl, waitForBatch } from '@testing/testing';
import { describeAdminOnly, useSignedInCast, type AdminCaller } from '@testing/admin-auth-matrix';

const cast = useSignedInCast();
const send = <T = DryRunData>(caller: AdminCaller, body: object) =>
  post<T>('/admin/messages', { audience: 'all', msgType: 'reminder', dryRun: true, ...body }, { token: caller.token });
const asAdmin = <T = DryRunData>(body: object) => send<T>({ token: cast().admin.idToken, uid: cast().admin.id }, body);
const queue = async (body: object) => {
  const answer = await asAdmin<BatchQueuedData>({ dryRun: false, ...body });
  expect(answer.status).toBe(202);
  return answer.body.data!;
};
const setGuest = (id: string, fields: object) => db.collection('guests').doc(id).update(fields);
const batchCount = async () => (await db.collection('messageBatches').count().get()).data().count;
const textsOf = async (batchId: string) => (await outbox()).filter((sms) => sms.batchId === batchId);
const idsOf = (list: { id: string }[]) => list.map((guest) => guest.id).sort();

const reachable = demoGuests.filter((guest) => guest.phone && !guest.disabled).map(guestId);

async function expectNothingWritten() {
  expect(await batchCount()).toBe(0);
  expect((await outbox()).filter((sms) => sms.kind !== 'otp')).toEqual([]);
  const linked = await db.collection('guests').where('linkKeyHash', '!=', '').count().get();
  expect(linked.data().count).toBe(0);
}

describe('POST /bcw/admin/messages', () => {
  describeAdminOnly(cast, (caller) => send(caller, {}), expectNothingWritten, { namesCaller: false });

  describe('dry run', () => {
    it('lists who gets the text, who is skipped and why, and the segments, writing nothing', async () => {
      await setGuest('margaret-harper', { smsOptOut: true });
      const answer = await asAdmin({});
      expect(answer.status).toBe(200);
      const { recipients, skipped, segments, preview } = answer.body.data!;
      expect(idsOf(recipients)).toEqual(reachable.filter((id) => id !== 'margaret-harper').sort());
      expect(skipped).toContainEqual({
        id: 'margaret-harper',
        first: 'Margaret',
        last: 'Harper',
        reason: SKIP_REASONS.optedOut,
      });
      expect(skipped).toContainEqual({
        id: 'claire-dubois',
        first: 'Claire',
        last: 'Dubois',
        reason: SKIP_REASONS.disabled,
      });
      // Nobody on Walter's invitation can be texted (Margaret opted out): left out, and the reason says so.
      expect(skipped).toContainEqual({
        id: 'walter-harper',
        first: 'Walter',
        last: 'Harper',
        reason: `${SKIP_REASONS.household} (${SKIP_REASONS.noPhone})`,
      });
      // Everyone else without a phone is reached through the guest on their invitation who has one.
      expect(idsOf(skipped)).toEqual(['claire-dubois', 'henri-dubois', 'margaret-harper', 'walter-harper']);
      // A text to an invitation nobody on has answered yet also invites a reply of 1 or 2.
      const unanswered = (id: string) => {
        const { invtId } = demoGuests.find((guest) => guestId(guest) === id)!;
        return demoGuests.filter((guest) => guest.invtId === invtId).every((guest) => !guest.rsvp);
      };
      // A host's text names who on the invitation has not answered yet, before the opt-out line.
      const text = ({ id, first, household }: { id: string; first: string; household?: string }) => {
        const body = sms.en.reminder({
          first,
          link: `${siteUrl}/?k=${'x'.repeat(22)}`,
          rsvpBy: formatRsvpBy('en'),
          reply: unanswered(id),
        });
        return household
          ? body.replace(
              / Reply STOP to opt out\.$/,
              ` Still to answer on your invitation: ${household}. Reply STOP to opt out.`,
            )
          : body;
      };
      expect(recipients.find((guest) => guest.id === 'rosa-alvarez')?.household).toBe('Mateo Alvarez');
      expect(segments).toBe(recipients.reduce((sum, guest) => sum + smsSegments(text(guest)).segments, 0));
      expect(segments).toBeGreaterThanOrEqual(recipients.length);
      expect(preview).toBe(text(recipients[0]!));
      await expectNothingWritten();
    });

    it("skips guests who are not seated for the 'seat' text", async () => {
      const { recipients, skipped } = (await asAdmin({ msgType: 'seat' })).body.data!;
      expect(skipped).toContainEqual({ id: 'wei-chen', first: 'Wei', last: 'Chen', reason: SKIP_REASONS.notSeated });
      expect(idsOf(recipients)).not.toContain('wei-chen');
      expect(idsOf(recipients)).toContain('margaret-harper');
    });

    it('counts segments: 160 GSM-7 characters in one, more in 153s, other characters in 70s and 67s', async () => {
      const one = { audience: 'ids', guestIds: ['margaret-harper'], msgType: 'custom' };
      expect((await asAdmin({ ...one, cmsg: 'a'.repeat(160) })).body.data?.segments).toBe(1);
      expect((await asAdmin({ ...one, cmsg: 'a'.repeat(307) })).body.data?.segments).toBe(3);
      expect((await asAdmin({ ...one, cmsg: `${'a'.repeat(69)}ó` })).body.data?.segments).toBe(1);
      expect((await asAdmin({ ...one, cmsg: `${'a'.repeat(70)}ó` })).body.data?.segments).toBe(2);
    });

    it.each([
      ['attending', (guest: (typeof demoGuests)[number]) => guest.rsvp],
      ['no-answer', (guest: (typeof demoGuests)[number]) => !guest.rsvp && guest.first !== 'Margaret'],
      ['declined', (guest: (typeof demoGuests)[number]) => guest.first === 'Margaret'],
      ['never-texted', (guest: (typeof demoGuests)[number]) => guest.first !== 'Ngozi'],
    ])("chooses the audience '%s'", async (audience, member) => {
      await setGuest('margaret-harper', { respondedAt: Timestamp.now() });
      await setGuest('ngozi-okafor', { msg_last_sent: Timestamp.now() });
      // A custom text goes to each person as chosen (no one carries it for their household).
      const { recipients, skipped } = (await asAdmin({ audience, msgType: 'custom', cmsg: 'Hello' })).body.data!;
      expect(idsOf([...recipients, ...skipped])).toEqual(demoGuests.filter(member).map(guestId).sort());
    });

    it("chooses the guests named for the audience 'ids', once each", async () => {
      const { recipients, skipped } = (
        await asAdmin({
          audience: 'ids',
          guestIds: ['hana-kim', 'walter-harper', 'hana-kim'],
          msgType: 'custom',
          cmsg: 'Hello',
        })
      ).body.data!;
      expect(idsOf(recipients)).toEqual(['hana-kim']);
      expect(idsOf(skipped)).toEqual(['walter-harper']);
    });
  });

  describe('bad input', () => {
    it.each([
      [{ audience: 'everyone' }, 400, /audience/],
      [{ dryRun: undefined }, 400, /dryRun/],
      [{ dryRun: 'yes' }, 400, /dryRun/],
      [{ msgType: 'birthday' }, 400, /msgType/],
      [{ msgType: 'custom' }, 400, 'Please write the custom message.'],
      [{ msgType: 'custom', cmsg: 'x'.repeat(613) }, 400, /at most 612/],
      [{ audience: 'ids' }, 400, /guestIds/],
      [{ audience: 'ids', guestIds: [] }, 400, /guestIds/],
      [{ guestIds: ['hana-kim'] }, 400, /only with the audience 'ids'/],
      [{ audience: 'ids', guestIds: ['a/b'] }, 400, /not valid/],
      [{ audience: 'ids', guestIds: ['hana-kim', 'nobody-at-all'] }, 404, /1 chosen guest is not on the guest list/],
    ])('refuses %j', async (body, status, message) => {
      const answer = await asAdmin({ ...body, dryRun: 'dryRun' in body ? body.dryRun : false });
      expect(answer.status).toBe(status);
      expect(answer.body.message).toMatch(message);
      await expectNothingWritten();
    });
  });

  describe('an audience nobody in it can be texted', () => {
    it('answers 202 with a batch of no texts, done at once, that records who was skipped; nothing is sent', async () => {
      const nobody = await asAdmin({ audience: 'declined', dryRun: false });
      expect(nobody.status).toBe(202);
      expect(nobody.body.message).toBe('Nobody is in this audience, so nothing was sent.');
      expect(nobody.body.data).toMatchObject({ recipients: 0, skipped: [] });
      const unreachable = await asAdmin<BatchQueuedData>({
        audience: 'ids',
        guestIds: ['walter-harper'],
        msgType: 'custom',
        cmsg: 'Hello',
        dryRun: false,
      });
      expect(unreachable.status).toBe(202);
      expect(unreachable.body.message).toMatch(/Nobody in this audience can get this text \(1 guest skipped\)/);
      const { batchId, recipients, skipped } = unreachable.body.data!;
      expect({ recipients, skipped: skipped.map((guest) => guest.id) }).toEqual({
        recipients: 0,
        skipped: ['walter-harper'],
      });
      const progress = await get(`/admin/messages/${batchId}`, { token: cast().admin.idToken });
      expect(progress.body.data).toMatchObject({ total: 0, processed: 0, done: true });
      expect((await outbox()).filter((sms) => sms.kind !== 'otp')).toEqual([]);
    });
  });

  describe('sending', () => {
    it('queues one text per recipient, each with a working personal link, and reports progress to done', async () => {
      const before = Date.now();
      const queued = await queue({ audience: 'ids', guestIds: ['margaret-harper', 'ngozi-okafor', 'walter-harper'] });
      // Walter has no phone: Margaret's text carries the reminder for him, naming them both.
      expect(queued).toMatchObject({ recipients: 2, skipped: [] });
      const progress = await waitForBatch(queued.batchId, cast().admin.idToken);
      expect(progress).toEqual({
        total: 2,
        processed: 2,
        queued: 0,
        sent: 2,
        delivered: 0,
        undelivered: 0,
        failed: 0,
        done: true,
        stalled: false,
        failures: [],
        // Sent at once: it started when it was created.
        status: 'done',
        startsAt: expect.any(String),
        note: null,
      });
      expect(Date.parse(progress.startsAt)).toBeGreaterThanOrEqual(before - 5000);
      expect(Date.parse(progress.startsAt)).toBeLessThanOrEqual(Date.now());

      const texts = await textsOf(queued.batchId);
      expect(texts.map((sms) => sms.guestId).sort()).toEqual(['margaret-harper', 'ngozi-okafor']);
      for (const text of texts) {
        expect(text.kind).toBe('reminder');
        expect(text.body).toMatch(/Reply STOP to opt out\.$/);
        const signedIn = await post<{ id: string }>('/link-auth', { k: linkKeyIn(text.body) });
        expect(signedIn.body.data?.id).toBe(text.guestId);
      }
      expect(texts.find((sms) => sms.guestId === 'margaret-harper')!.body).toContain(
        'Still to answer on your invitation: Margaret and Walter Harper. Reply STOP',
      );
      const margaret = await guestDoc('margaret-harper');
      expect(margaret.msg_last_sent).toBeInstanceOf(Timestamp);
      expect(margaret.lastText).toMatchObject({
        status: 'sent',
        sid: texts.find((t) => t.guestId === 'margaret-harper')?.sid,
      });
      const history = await db.collection('guests').doc('margaret-harper').collection('history').get();
      expect(history.docs.map((doc) => doc.data())).toContainEqual(
        expect.objectContaining({
          action: 'message',
          by: cast().admin.id,
          changes: expect.objectContaining({ text: [null, 'reminder'] }),
        }),
      );
    });

    it("names the table and seat in the 'seat' text", async () => {
      const queued = await queue({ audience: 'ids', guestIds: ['margaret-harper', 'grace-harper'], msgType: 'seat' });
      await waitForBatch(queued.batchId, cast().admin.idToken);
      const texts = await textsOf(queued.batchId);
      expect(texts.find((sms) => sms.guestId === 'margaret-harper')?.body).toContain('Table 1, seat 1'); // stored position '0'
      expect(texts.find((sms) => sms.guestId === 'grace-harper')?.body).toContain('Sweet heart, seat 1');
      expect(texts.every((sms) => sms.kind === 'seat')).toBe(true);
    });

    it('texts each guest in their language, with the RSVP deadline from the settings', async () => {
      await db
        .collection('settings')
        .doc('site')
        .set({ rsvpClosesAt: Timestamp.fromDate(new Date('2025-10-01T12:00:00Z')) });
      await setGuest('margaret-harper', { language: 'es' });
      const queued = await queue({ audience: 'ids', guestIds: ['margaret-harper', 'ngozi-okafor'] });
      await waitForBatch(queued.batchId, cast().admin.idToken);
      const texts = await textsOf(queued.batchId);
      const spanish = texts.find((sms) => sms.guestId === 'margaret-harper')!.body;
      expect(spanish).toMatch(
        /^Hola, Margaret: .* antes del 1 de octubre de 2025: .* Responda STOP para no recibir más mensajes\.$/,
      );
      expect(texts.find((sms) => sms.guestId === 'ngozi-okafor')?.body).toContain('by October 1, 2025');
      await db.collection('settings').doc('site').delete();
    });

    it('marks a guest Twilio refuses (opted out, landline) failed with the reason, and goes on', async () => {
      await setGuest('ngozi-okafor', { phone: '+15005550004' });
      await setGuest('rosa-alvarez', { phone: '+15005550009' });
      const queued = await queue({ audience: 'ids', guestIds: ['ngozi-okafor', 'rosa-alvarez', 'margaret-harper'] });
      const progress = await waitForBatch(queued.batchId, cast().admin.idToken);
      expect(progress).toMatchObject({ total: 3, sent: 1, failed: 2, done: true });
      expect(progress.failures).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ id: 'ngozi-okafor', errorCode: 21610, reason: expect.stringMatching(/opted out/) }),
          expect.objectContaining({ id: 'rosa-alvarez', errorCode: 21614, reason: expect.stringMatching(/landline/) }),
        ]),
      );
      expect(await guestDoc('ngozi-okafor')).toMatchObject({
        smsOptOut: true,
        lastText: { status: 'failed', errorCode: 21610 },
      });
      expect(await guestDoc('margaret-harper')).toMatchObject({ lastText: { status: 'sent' } });
    });
  });
});

describe('GET /bcw/admin/messages/{batchId}', () => {
  it('answers 404 for an unknown batch and 401 to anyone but an admin', async () => {
    expect((await get('/admin/messages/no-such-batch', { token: cast().admin.idToken })).status).toBe(404);
    expect((await get('/admin/messages/no-such-batch', { token: cast().guest.idToken })).status).toBe(401);
    expect((await get('/admin/messages/no-such-batch')).status).toBe(401);
  });
});
