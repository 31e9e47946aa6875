import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import type { InboxData, InboxMessage } from '@contract/inbox';
import { adminTextsKey, HOUR_MS } from '../../platform/limit-keys';
import {
  clearOfWindowEdge,
  db,
  get,
  guestDoc,
  outbox,
  patch,
  post,
  rateLimitDoc,
  waitsForWindowEdge,
} from '@testing/testing';
import { describeAdminOnly, useSignedInCast, type AdminCaller } from '@testing/admin-auth-matrix';
import { historyOf } from '@testing/console-testing';

const cast = useSignedInCast();
const token = () => cast().admin.idToken;
const inbox = () => db.collection('inbox');
const message = (id: string, minutesAgo: number, fields: object = {}) =>
  inbox()
    .doc(id)
    .set({
      at: Timestamp.fromMillis(Date.now() - minutesAgo * 60_000),
      from: '+13055550102',
      guestId: 'margaret-harper',
      first: 'Margaret',
      last: 'Harper',
      body: 'Can we bring our dog?',
      handled: false,
      ...fields,
    });
const stored = async (id: string) => (await inbox().doc(id).get()).data() ?? {};
const customTexts = async () => (await outbox()).filter((sms) => sms.kind === 'custom');

beforeEach(async () => {
  await db.recursiveDelete(inbox());
  await message('older', 30, { handled: true });
  await message('newer', 5, { from: '+13055550199', guestId: null, first: '', last: '', body: 'Who is this?' });
});

describe('GET /admin/inbox', () => {
  describeAdminOnly(cast, ({ token }: AdminCaller) => get('/admin/inbox', { token }), undefined, { tokenOnly: true });

  it('lists the texts newest first, with the unread count', async () => {
    const answer = await get<InboxData>('/admin/inbox', { token: token() });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      unread: 1,
      messages: [
        {
          id: 'newer',
          at: expect.any(String),
          from: '+13055550199',
          guestId: null,
          first: '',
          last: '',
          body: 'Who is this?',
          handled: false,
          reply: null,
        },
        expect.objectContaining({ id: 'older', guestId: 'margaret-harper', handled: true, reply: null }),
      ],
    });
  });
});

describe('PATCH /admin/inbox/{id}', () => {
  describeAdminOnly(
    cast,
    ({ token }: AdminCaller) => patch('/admin/inbox/newer', { handled: true }, { token }),
    async () => expect((await stored('newer')).handled).toBe(false),
    { tokenOnly: true },
  );

  it('marks a message handled and back', async () => {
    const answer = await patch<InboxMessage>('/admin/inbox/newer', { handled: true }, { token: token() });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id: 'newer', handled: true });
    expect((await stored('newer')).handled).toBe(true);
    await patch('/admin/inbox/newer', { handled: false }, { token: token() });
    expect((await stored('newer')).handled).toBe(false);
  });

  it('names the field when the body is wrong, and 404 for an unknown message', async () => {
    const bad = await patch('/admin/inbox/newer', { handled: 'yes' }, { token: token() });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/handled/);
    expect((await patch('/admin/inbox/nope', { handled: true }, { token: token() })).status).toBe(404);
  });
});

describe('POST /admin/inbox/{id}/reply', () => {
  const reply = (body: unknown, id = 'older', caller = token()) =>
    post<InboxMessage>(`/admin/inbox/${id}/reply`, { body }, { token: caller });

  describeAdminOnly(
    cast,
    ({ token }: AdminCaller) => post('/admin/inbox/older/reply', { body: 'Yes, bring the dog!' }, { token }),
    async () => expect(await customTexts()).toEqual([]),
    { tokenOnly: true },
  );

  it('texts the sender, stores the reply, marks the message handled and records the text on the guest', async () => {
    await inbox().doc('older').update({ handled: false });
    const answer = await reply('  Yes, bring the dog! <b>not bold</b>  ');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      handled: true,
      reply: { by: 'grace-harper', byName: 'Grace Harper', body: 'Yes, bring the dog! <b>not bold</b>' },
    });
    expect(await customTexts()).toEqual([
      expect.objectContaining({
        to: '+13055550102',
        body: 'Yes, bring the dog! <b>not bold</b>',
        guestId: 'margaret-harper',
      }),
    ]);
    expect(await stored('older')).toMatchObject({ handled: true, reply: { by: 'grace-harper' } });
    expect((await guestDoc('margaret-harper')).msg_last_sent).toBeInstanceOf(Timestamp);
    expect((await historyOf('margaret-harper'))[0]).toMatchObject({ action: 'message', by: 'grace-harper' });
  });

  it('texts a number that is not on the guest list', async () => {
    expect((await reply('This is Grace and Daniel’s wedding line.', 'newer')).status).toBe(200);
    expect(await customTexts()).toEqual([expect.objectContaining({ to: '+13055550199' })]);
  });

  it('refuses an empty reply or one over 4 segments, naming the field, and sends nothing', async () => {
    const empty = await reply('   ');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/reply \(body\)/);
    const long = await reply('😀'.repeat(140));
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/4 text segments/);
    expect(await customTexts()).toEqual([]);
    expect((await stored('older')).reply).toBeUndefined();
  });

  it('refuses a guest who opted out (409) and sends nothing', async () => {
    await db.collection('guests').doc('margaret-harper').update({ smsOptOut: true });
    expect((await reply('Hello')).status).toBe(409);
    expect(await customTexts()).toEqual([]);
  });

  it('sends one text when the same reply is sent twice, at once or one after the other', async () => {
    const answers = await Promise.all([reply('Hello'), reply('Hello')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await reply('Hello')).status).toBe(409);
    expect(await customTexts()).toHaveLength(1);
    expect((await reply('And one more thing')).status).toBe(200);
    expect(await customTexts()).toHaveLength(2);
  });

  it("counts against the admin's hourly text cap", waitsForWindowEdge(), async () => {
    await clearOfWindowEdge(HOUR_MS);
    const adminTexts = rateLimitDoc(adminTextsKey(cast().admin.id), HOUR_MS);
    await adminTexts.delete();
    expect((await reply('Hello')).status).toBe(200);
    expect((await adminTexts.get()).get('count')).toBe(1);
    // MAX_ADMIN_TEXTS_PER_HOUR is 1000 in functions/.env.local.
    await adminTexts.set({ count: 1000 });
    const capped = await reply('Hello again', 'newer');
    expect(capped.status).toBe(429);
    expect(capped.body.message).toMatch(/sent 1000 texts this hour/);
    expect(await customTexts()).toHaveLength(1);
  });
});
