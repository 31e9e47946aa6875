import { describe, expect, it } from 'vitest';
import { db, post } from '@testing/testing';
import { describeAdminOnly, useSignedInCast, type AdminCaller } from '@testing/admin-auth-matrix';

const cast = useSignedInCast();
const hana = () => db.collection('guests').doc('hana-kim');
const move = (caller: AdminCaller, body: object = {}) =>
  post(
    '/update-guest-table',
    { luid: caller.uid, gid: 'hana-kim', table: 'table 7', tpos: '3', ...body },
    { token: caller.token },
  );
const asAdmin = (body: object) => move({ token: cast().admin.idToken, uid: cast().admin.id }, body);

async function expectHanaUnseated() {
  const snap = await hana().get();
  expect({ table: snap.get('table'), tpos: snap.get('tpos') }).toEqual({ table: '', tpos: '' });
}

async function expectRefused(body: object, status: number, message: string | RegExp) {
  const answer = await asAdmin(body);
  expect(answer.status).toBe(status);
  expect(answer.body.error).toBe(true);
  expect(answer.body.message).toMatch(message);
  await expectHanaUnseated();
}

describe('POST /bcw/update-guest-table', () => {
  describeAdminOnly(cast, (caller) => move(caller), expectHanaUnseated);

  it('moves a guest to a table and seat', async () => {
    const before = (await hana().get()).get('updatedAt');
    const answer = await asAdmin({});
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ error: false, code: 200, message: 'Hana Kim is now at table 7, seat 4.' });
    const snap = await hana().get();
    expect({ table: snap.get('table'), tpos: snap.get('tpos') }).toEqual({ table: 'table 7', tpos: '3' });
    expect(snap.get('updatedAt').toMillis()).toBeGreaterThan(before.toMillis());
  });

  it('names the sweet heart table as the couple see it', async () => {
    const answer = await asAdmin({ table: 'sweet heart', tpos: '2' });
    expect(answer.body.message).toBe('Hana Kim is now at Sweet heart, seat 3.');
  });

  it('refuses an unknown table', () =>
    expectRefused({ table: 'table 13' }, 400, 'Please choose a table from the list.'));
  it('refuses an empty table', () => expectRefused({ table: '' }, 400, 'Please choose a table from the list.'));
  it('refuses position 11', () => expectRefused({ tpos: '11' }, 400, 'Please choose a seat position from 0 to 10.'));
  it('refuses a position sent as a number', () =>
    expectRefused({ tpos: 3 }, 400, 'Please choose a seat position from 0 to 10.'));
  it('refuses a missing guest id', () => expectRefused({ gid: undefined }, 400, /gid/));
  it.each([['a/b'], ['..'], ['__x__'], ['x'.repeat(129)]])('answers 400, not 500, to the guest id %s', (gid) =>
    expectRefused({ gid }, 400, /not valid \(gid\)/),
  );

  it('refuses an unknown guest and creates no document', async () => {
    const answer = await asAdmin({ gid: 'nobody-at-all' });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('We could not find this guest. Please reload the guest list.');
    expect((await db.collection('guests').doc('nobody-at-all').get()).exists).toBe(false);
  });

  it('refuses a seat another guest holds, naming them, and moves no one', async () => {
    await expectRefused(
      { table: 'table 1', tpos: '0' },
      409,
      "Table 1, seat 1 is already Margaret Harper's seat. One guest per seat: choose a free seat, or swap the two guests.",
    );
    expect((await db.collection('guests').doc('margaret-harper').get()).get('tpos')).toBe('0');
  });

  it('gives a guest their own seat again', async () => {
    const caller = cast().admin;
    const answer = await post(
      '/update-guest-table',
      { luid: caller.id, gid: 'margaret-harper', table: 'table 1', tpos: '0' },
      { token: caller.idToken },
    );
    expect(answer.status).toBe(200);
  });

  it('seats exactly one of two guests sent to one seat at the same moment', async () => {
    const caller = cast().admin;
    const place = (gid: string) =>
      post('/update-guest-table', { luid: caller.id, gid, table: 'table 7', tpos: '3' }, { token: caller.idToken });
    const answers = await Promise.all([place('hana-kim'), place('claire-dubois')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const seated = await db.collection('guests').where('table', '==', 'table 7').where('tpos', '==', '3').get();
    expect(seated.size).toBe(1);
  });
});
