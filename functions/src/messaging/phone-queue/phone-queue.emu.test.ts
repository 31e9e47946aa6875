import { FieldValue } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  PhoneQueueCreated,
  PhoneQueueDetail,
  PhoneQueueDryRun,
  PhoneQueueMarked,
  PhoneQueueSummary,
} from '@contract/phone-queue';
import { db, del, get, guestDoc, guestRef, linkKeyIn, outbox, post, siteUrl } from '@testing/testing';
import { describeConsoleAdminOnly, useSignedInCast, type AdminCaller } from '@testing/admin-auth-matrix';
import { historyOf } from '@testing/console-testing';

const cast = useSignedInCast();
const asAdmin = () => ({ token: cast().admin.idToken });
const queues = () => db.collection('phoneQueues');
const storedQueues = async () => (await queues().get()).size;

const create = (body: object, caller: { token?: string } = asAdmin()) =>
  post<PhoneQueueCreated>('/admin/phone-queue', body, caller);
const dryRun = (body: object) => post<PhoneQueueDryRun>('/admin/phone-queue', { ...body, dryRun: true }, asAdmin());
const everyoneOriginal = { audience: 'all', msgType: 'original', dryRun: false };
const chosen = (...guestIds: string[]) => ({ audience: 'ids', guestIds, msgType: 'original', dryRun: false });
const queue = (queueId: string, caller: { token?: string } = asAdmin()) =>
  get<PhoneQueueDetail>(`/admin/phone-queue/${queueId}`, caller);
const mark = (queueId: string, guestId: string, via: string, caller: { token?: string } = asAdmin()) =>
  post<PhoneQueueMarked>(`/admin/phone-queue/${queueId}/items/${guestId}`, { via }, caller);
const unmark = (queueId: string, guestId: string, caller: { token?: string } = asAdmin()) =>
  del<PhoneQueueMarked>(`/admin/phone-queue/${queueId}/items/${guestId}`, caller);
const newQueue = async (body: object = chosen('margaret-harper', 'rosa-alvarez')) => {
  const answer = await create(body);
  expect(answer.status).toBe(201);
  return answer.body.data!.queueId;
};
const signsInAs = async (key: string | null) => {
  const answer = await post<{ id: string }>('/link-auth', { k: key ?? '' });
  return answer.status === 200 ? answer.body.data!.id : answer.status;
};

beforeEach(async () => {
  await Promise.all([db.recursiveDelete(queues()), db.recursiveDelete(db.collection('linkKeys'))]);
  await Promise.all(
    ['margaret-harper', 'rosa-alvarez', 'hana-kim'].map((id) => db.recursiveDelete(guestRef(id).collection('history'))),
  );
});

describe('POST /bcw/admin/phone-queue', () => {
  describeConsoleAdminOnly(
    cast,
    (caller: AdminCaller) => create(chosen('margaret-harper'), caller),
    async () => expect(await storedQueues()).toBe(0),
    201,
  );

  it('answers a dry run with who would be in the queue and who is skipped and why, storing nothing', async () => {
    await guestRef('hana-kim').update({ smsOptOut: true });
    const answer = await dryRun({ audience: 'all', msgType: 'original' });
    expect(answer.status).toBe(200);
    const { recipients, skipped, preview } = answer.body.data!;
    expect(recipients.map((guest) => guest.guestId)).toContain('margaret-harper');
    expect(skipped).toEqual(
      expect.arrayContaining([
        { guestId: 'claire-dubois', first: 'Claire', last: 'Dubois', reason: 'invitation disabled' },
        { guestId: 'hana-kim', first: 'Hana', last: 'Kim', reason: 'opted out of texts (replied STOP)' },
      ]),
    );
    expect(recipients.map((guest) => guest.guestId)).not.toContain('hana-kim');
    // Walter has no phone: he is reached through Margaret, so he is not left out.
    expect(skipped.map((skip) => skip.guestId)).not.toContain('walter-harper');
    expect(recipients.find((guest) => guest.guestId === 'margaret-harper')?.household).toBe(
      'Margaret and Walter Harper',
    );
    expect(preview).toMatch(/^Hi \w+! /);
    expect(await storedQueues()).toBe(0);
    expect((await guestDoc('margaret-harper')).linkKeyHash ?? '').toBe('');
  });

  it('stores the queue and one item per guest with a phone: the E.164 number, the language and the text', async () => {
    await guestRef('rosa-alvarez').update({ language: 'es' });
    await guestRef('hana-kim').update({ smsOptOut: true });
    const answer = await create(everyoneOriginal);
    expect(answer.status).toBe(201);
    const { queueId, count, skipped } = answer.body.data!;
    const reasons = Object.fromEntries(skipped.map((skip) => [skip.guestId, skip.reason]));
    expect(reasons['walter-harper']).toBeUndefined();
    expect(reasons).toMatchObject({
      'claire-dubois': 'invitation disabled',
      'hana-kim': 'opted out of texts (replied STOP)',
    });

    const stored = await queues().doc(queueId).get();
    expect(stored.data()).toMatchObject({ createdBy: cast().admin.id, msgType: 'original', cmsg: '', count, done: 0 });
    expect(stored.get('createdAt')).toBeTruthy();
    const items = (await queues().doc(queueId).collection('items').get()).docs.map((doc) => doc.data());
    expect(items).toHaveLength(count);
    const rosa = items.find((item) => item.guestId === 'rosa-alvarez')!;
    expect(rosa).toMatchObject({
      name: 'Rosa Alvarez',
      phone: '+13055550104',
      language: 'es',
      sentAt: null,
      via: null,
      by: null,
    });
    expect(rosa.body).toMatch(/^¡Hola, Rosa! /);
    const margaret = items.find((item) => item.guestId === 'margaret-harper')!;
    expect(margaret.body).toMatch(/^Hi Margaret! /);
    // Its reply goes to the couple's phone, not the site: no "reply 1 or 2".
    expect(margaret.body).not.toMatch(/reply 1/i);
    // Nothing is texted by the site.
    expect(await outbox()).toEqual([]);
  });

  it("never skips a guest for consent: a text from the couple's own phone is person to person", async () => {
    // The emulator runs TEXTING=messaging, where a text from the site skips a guest without smsConsent.
    await guestRef('margaret-harper').update({ smsConsent: FieldValue.delete() });
    const fromSite = await post<{ skipped: { id: string; reason: string }[] }>(
      '/admin/messages',
      { ...chosen('margaret-harper', 'rosa-alvarez'), channel: 'sms', dryRun: true },
      asAdmin(),
    );
    expect(fromSite.body.data!.skipped).toEqual([
      expect.objectContaining({ id: 'margaret-harper', reason: 'no-consent' }),
    ]);

    const dry = await dryRun(chosen('margaret-harper', 'rosa-alvarez'));
    // In the queue's order, by name.
    expect(dry.body.data!.recipients.map((guest) => guest.guestId)).toEqual(['rosa-alvarez', 'margaret-harper']);
    expect(dry.body.data!.skipped).toEqual([]);
    const created = await create(chosen('margaret-harper', 'rosa-alvarez'));
    expect(created.body.data).toMatchObject({ count: 2, skipped: [] });
    const items = (await queue(created.body.data!.queueId)).body.data!.items;
    expect(items.map((item) => item.guestId)).toEqual(['rosa-alvarez', 'margaret-harper']);
  });

  it("puts each guest's personal link in their text, and the link signs that guest in", async () => {
    const queueId = await newQueue();
    const { items } = (await queue(queueId)).body.data!;
    for (const item of items) {
      expect(item.body).toContain(`${siteUrl}/?k=`);
      expect(await signsInAs(linkKeyIn(item.body))).toBe(item.guestId);
    }
  });

  it('carries the link the guest was already sent, which keeps working', async () => {
    const sent = await post<{ link: string }>('/admin/guests/margaret-harper/rotate-link', {}, asAdmin());
    const link = sent.body.data!.link;
    const queueId = await newQueue(chosen('margaret-harper'));
    const [item] = (await queue(queueId)).body.data!.items;
    expect(item!.body).toContain(link);
    expect(await signsInAs(new URL(link).searchParams.get('k'))).toBe('margaret-harper');
    // A second queue carries it again.
    const again = (await queue(await newQueue(chosen('margaret-harper')))).body.data!.items[0]!;
    expect(again.body).toContain(link);
    expect(await signsInAs(new URL(link).searchParams.get('k'))).toBe('margaret-harper');
  });

  it('gives a new link to a guest whose link expired', async () => {
    await post('/admin/guests/margaret-harper/rotate-link', {}, asAdmin());
    await guestRef('margaret-harper').update({ linkIssuedAt: new Date('2020-01-01T00:00:00Z') });
    const before = (await guestDoc('margaret-harper')).linkKeyHash;
    const [item] = (await queue(await newQueue(chosen('margaret-harper')))).body.data!.items;
    expect((await guestDoc('margaret-harper')).linkKeyHash).not.toBe(before);
    expect(await signsInAs(linkKeyIn(item!.body))).toBe('margaret-harper');
  });

  it('skips seat texts to guests not seated yet, and sends a custom text as typed, without a link', async () => {
    const seat = await create({
      audience: 'ids',
      guestIds: ['hana-kim', 'margaret-harper'],
      msgType: 'seat',
      dryRun: false,
    });
    expect(seat.body.data).toMatchObject({
      count: 1,
      skipped: [{ guestId: 'hana-kim', first: 'Hana', last: 'Kim', reason: 'not seated yet' }],
    });
    const custom = await newQueue({ ...chosen('margaret-harper'), msgType: 'custom', cmsg: '  See you soon!  ' });
    expect((await queue(custom)).body.data!.items[0]!.body).toBe('See you soon!');
  });

  it('refuses the fields a phone queue has no use for, naming them', async () => {
    const scheduled = await create({ ...chosen('margaret-harper'), sendAt: '2030-01-01T10:00:00Z' });
    expect(scheduled.status).toBe(400);
    expect(scheduled.body.message).toMatch(/cannot be scheduled: leave out sendAt/);
    const channel = await create({ ...chosen('margaret-harper'), channel: 'email' });
    expect(channel.status).toBe(400);
    expect(channel.body.message).toMatch(/leave out the channel/);
    const noType = await create({ audience: 'all', dryRun: false });
    expect(noType.status).toBe(400);
    expect(noType.body.message).toMatch(/msgType/);
    expect((await create(chosen('nobody-at-all'))).status).toBe(404);
    expect(await storedQueues()).toBe(0);
  });
});

describe('GET /bcw/admin/phone-queue', () => {
  describeConsoleAdminOnly(cast, (caller) => get('/admin/phone-queue', caller));

  it('lists the queues newest first, with count and done', async () => {
    const older = await newQueue();
    const newer = await newQueue(chosen('margaret-harper'));
    await mark(newer, 'margaret-harper', 'whatsapp');
    const answer = await get<PhoneQueueSummary[]>('/admin/phone-queue', asAdmin());
    expect(answer.status).toBe(200);
    expect(answer.body.data!.map(({ queueId, count, done }) => ({ queueId, count, done }))).toEqual([
      { queueId: newer, count: 1, done: 1 },
      { queueId: older, count: 2, done: 0 },
    ]);
    expect(answer.body.data![0]).toMatchObject({ msgType: 'original', createdByName: 'Grace Harper' });
  });
});

describe('GET /bcw/admin/phone-queue/{queueId}', () => {
  describeConsoleAdminOnly(cast, async (caller) => queue(await newQueue(), caller));

  it('answers the items in order, each with a Messages link and a WhatsApp link holding the number and text', async () => {
    const queueId = await newQueue();
    const answer = await queue(queueId);
    expect(answer.status).toBe(200);
    const { items, count, done } = answer.body.data!;
    expect({ count, done }).toEqual({ count: 2, done: 0 });
    expect(items.map((item) => item.name)).toEqual(['Rosa Alvarez', 'Margaret Harper']);
    const margaret = items[1]!;
    expect(margaret.smsHref).toBe(`sms:+13055550102?&body=${encodeURIComponent(margaret.body)}`);
    expect(margaret.whatsappHref).toBe(`https://wa.me/13055550102?text=${encodeURIComponent(margaret.body)}`);
    expect(decodeURIComponent(margaret.smsHref.split('&body=')[1]!)).toBe(margaret.body);
  });

  it('answers 404 for a queue that does not exist', async () => {
    const answer = await queue('no-such-queue');
    expect(answer.status).toBe(404);
    expect(answer.body.message).toMatch(/could not find this phone queue/);
  });
});

describe('POST and DELETE /bcw/admin/phone-queue/{queueId}/items/{guestId}', () => {
  describeConsoleAdminOnly(
    cast,
    async (caller) => mark(await newQueue(chosen('margaret-harper')), 'margaret-harper', 'sms-app', caller),
    async () => expect((await guestDoc('margaret-harper')).msg_last_sent ?? null).toBeNull(),
  );
  describeConsoleAdminOnly(cast, async (caller) => {
    const queueId = await newQueue(chosen('margaret-harper'));
    await mark(queueId, 'margaret-harper', 'sms-app');
    return unmark(queueId, 'margaret-harper', caller);
  });

  it("marks the text sent: by whom, how and when, the guest's last text, and their history", async () => {
    const queueId = await newQueue();
    const answer = await mark(queueId, 'margaret-harper', 'sms-app');
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Marked sent to Margaret Harper. 1 of 2 sent.');
    expect(answer.body.data).toMatchObject({
      count: 2,
      done: 1,
      item: { guestId: 'margaret-harper', via: 'sms-app', by: cast().admin.id, byName: 'Grace Harper' },
    });
    const item = await queues().doc(queueId).collection('items').doc('margaret-harper').get();
    expect(item.data()).toMatchObject({ via: 'sms-app', by: cast().admin.id });
    const sentAt = item.get('sentAt').toMillis();
    expect(Math.abs(sentAt - Date.now())).toBeLessThan(60_000);
    expect((await guestDoc('margaret-harper')).msg_last_sent.toMillis()).toBe(sentAt);
    const history = await historyOf('margaret-harper');
    expect(history).toEqual([
      expect.objectContaining({
        action: 'message',
        by: cast().admin.id,
        byName: 'Grace Harper',
        changes: { text: [null, 'original'], phoneText: [null, "texted from Grace Harper's phone (Messages app)"] },
      }),
    ]);
  });

  it('changes nothing when the text is marked again, however it is marked', async () => {
    const queueId = await newQueue();
    await mark(queueId, 'margaret-harper', 'whatsapp');
    const first = (await guestDoc('margaret-harper')).msg_last_sent.toMillis();
    const again = await mark(queueId, 'margaret-harper', 'sms-app', { token: cast().otherAdmin.idToken });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(
      'The text to Margaret Harper was already marked sent (by Grace Harper); nothing changed.',
    );
    expect(again.body.data).toMatchObject({ done: 1, item: { via: 'whatsapp', byName: 'Grace Harper' } });
    expect((await guestDoc('margaret-harper')).msg_last_sent.toMillis()).toBe(first);
    expect(await historyOf('margaret-harper')).toHaveLength(1);
  });

  it('keeps done right when both admins mark texts at the same moment', async () => {
    const queueId = await newQueue();
    const answers = await Promise.all([
      mark(queueId, 'margaret-harper', 'sms-app'),
      mark(queueId, 'rosa-alvarez', 'whatsapp', { token: cast().otherAdmin.idToken }),
      mark(queueId, 'rosa-alvarez', 'whatsapp', { token: cast().otherAdmin.idToken }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await queues().doc(queueId).get()).get('done')).toBe(2);
    expect(await historyOf('rosa-alvarez')).toHaveLength(1);
  });

  it("takes the mark back: done, the guest's last text as it was, and a history entry; again changes nothing", async () => {
    const queueId = await newQueue();
    await mark(queueId, 'margaret-harper', 'whatsapp');
    const answer = await unmark(queueId, 'margaret-harper');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ done: 0, item: { sentAt: null, via: null, by: null } });
    expect((await guestDoc('margaret-harper')).msg_last_sent ?? null).toBeNull();
    const [latest] = await historyOf('margaret-harper');
    expect(latest).toMatchObject({
      action: 'message',
      changes: { phoneText: ["texted from Grace Harper's phone (WhatsApp)", null] },
    });
    const again = await unmark(queueId, 'margaret-harper');
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('The text to Margaret Harper was not marked sent; nothing changed.');
    expect((await queues().doc(queueId).get()).get('done')).toBe(0);
    expect(await historyOf('margaret-harper')).toHaveLength(2);
    // Marked again, it counts again.
    await mark(queueId, 'margaret-harper', 'sms-app');
    expect((await queues().doc(queueId).get()).get('done')).toBe(1);
  });

  it('refuses a bad via naming it, an unknown queue and a guest not in the queue', async () => {
    const queueId = await newQueue(chosen('margaret-harper'));
    const bad = await mark(queueId, 'margaret-harper', 'carrier-pigeon');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/\(via\).*'sms-app'.*'whatsapp'/);
    expect((await mark('no-such-queue', 'margaret-harper', 'sms-app')).status).toBe(404);
    const stranger = await mark(queueId, 'rosa-alvarez', 'sms-app');
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe('This guest is not in this phone queue. Please reload the queue.');
    expect((await unmark(queueId, 'rosa-alvarez')).status).toBe(404);
    expect((await queues().doc(queueId).get()).get('done')).toBe(0);
  });
});
