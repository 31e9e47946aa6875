import type { ConsoleGuest } from '@contract/admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { del, guestDoc, guestRef, nextSecond } from '@testing/testing';
import { describeConsoleAdminOnly, useSignedInCast } from '@testing/admin-auth-matrix';
import { consoleCall, historyOf, sessionsValidAfter, useFreshGuestList } from '@testing/console-testing';

const cast = useSignedInCast();
useFreshGuestList();
const change = (id: string, body: object) => consoleCall<ConsoleGuest>('PATCH', `/admin/guests/${id}`, body);
const asAdmin = (id: string, body: object) => change(id, body)({ token: cast().admin.idToken, uid: '' });
const asOtherAdmin = (id: string, body: object) => change(id, body)({ token: cast().otherAdmin.idToken, uid: '' });

let hanaBefore: Record<string, unknown>;
beforeEach(async () => {
  hanaBefore = await guestDoc('hana-kim');
});
const expectHanaUnchanged = async () => expect(await guestDoc('hana-kim')).toEqual(hanaBefore);

async function expectRefused(body: object, status: number, message: string | RegExp, id = 'hana-kim') {
  const answer = await asAdmin(id, body);
  expect(answer.status).toBe(status);
  expect(answer.body.error).toBe(true);
  expect(answer.body.message).toMatch(message);
  if (id === 'hana-kim') await expectHanaUnchanged();
}

describe('PATCH /bcw/admin/guests/:id', () => {
  describeConsoleAdminOnly(cast, change('hana-kim', { dietary: 'No nuts' }), expectHanaUnchanged);

  it('changes details, normalising the phone, with a details entry in the history', async () => {
    const answer = await asAdmin('hana-kim', { first: 'Hanna', phone: '1-305-555-0190', language: 'es' });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Saved Hanna Kim.');
    expect(answer.body.data).toMatchObject({ first: 'Hanna', phone: '+13055550190', language: 'es' });
    expect(await historyOf('hana-kim')).toEqual([
      expect.objectContaining({
        by: cast().admin.id,
        byName: 'Grace Harper',
        action: 'details',
        changes: { first: ['Hana', 'Hanna'], phone: ['+13055550117', '+13055550190'], language: ['en', 'es'] },
      }),
    ]);
  });

  it('records an RSVP taken by phone: meal, dietary note and when it was answered', async () => {
    const answer = await asAdmin('walter-harper', { rsvp: true, plate: 'plate2', dietary: ' No shellfish ' });
    expect(answer.body.data).toMatchObject({ rsvp: true, plate: 'plate2', dietary: 'No shellfish' });
    expect(answer.body.data?.respondedAt).toMatch(/^\d{4}-/);
    const [entry] = await historyOf('walter-harper');
    expect(entry).toMatchObject({ action: 'rsvp', byName: 'Grace Harper' });
    expect(entry?.changes).toMatchObject({ rsvp: [false, true], plate: ['', 'plate2'], dietary: ['', 'No shellfish'] });
  });

  it.each([{ plate: 'plate1' }, { dietary: 'No nuts' }])(
    'counts a meal or note changed for an attending guest (%j) as an answer given for them',
    async (body) => {
      await guestRef('walter-harper').update({ rsvp: true, respondedAt: null });
      const answer = await asAdmin('walter-harper', body);
      expect(answer.status).toBe(200);
      expect(answer.body.data?.respondedAt).toMatch(/^\d{4}-/);
    },
  );

  it('does not count details, a seat, or a note on a guest who never answered as an answer', async () => {
    const answer = await asAdmin('walter-harper', { first: 'Walt', table: 'table 9', dietary: 'No nuts' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ dietary: 'No nuts', rsvp: false, respondedAt: null });
  });

  it('does not move the answer date when an unchanged meal is saved again', async () => {
    await guestRef('walter-harper').update({ rsvp: true, plate: 'plate1', respondedAt: null });
    expect((await asAdmin('walter-harper', { plate: 'plate1' })).body.data?.respondedAt).toBeNull();
  });

  it('clears the meal of a guest who declines, and counts the answer', async () => {
    const answer = await asAdmin('emeka-okafor', { rsvp: false });
    expect(answer.body.data).toMatchObject({ rsvp: false, plate: '' });
    expect(answer.body.data?.respondedAt).not.toBeNull();
  });

  it('moves a guest to another invitation, or to a new one', async () => {
    expect((await asAdmin('hana-kim', { invtId: 'inv-harper' })).body.data?.invtId).toBe('inv-harper');
    expect((await asAdmin('hana-kim', { invtId: null })).body.data?.invtId).toMatch(/^inv-kim-/);
  });

  it('writes the seat and the details as separate history entries of one save', async () => {
    await asAdmin('hana-kim', { table: 'sweet heart', tpos: '5', disabled: true });
    const actions = (await historyOf('hana-kim')).map((entry) => entry.action).sort();
    expect(actions).toEqual(['details', 'seat']);
  });

  it('ends the sessions of a guest whose phone, invitation, role or access changes', async () => {
    const before = await sessionsValidAfter(cast().guest.id);
    // Revocation has one-second granularity: a new second, so a revocation now would read differently.
    await nextSecond();
    await asAdmin(cast().guest.id, { dietary: 'Vegan' });
    expect(await sessionsValidAfter(cast().guest.id)).toBe(before);
    await asAdmin(cast().guest.id, { invtId: 'inv-okafor' });
    expect(await sessionsValidAfter(cast().guest.id)).not.toBe(before);
  });

  it('answers "Nothing changed" and writes nothing when nothing differs', async () => {
    const answer = await asAdmin('hana-kim', { first: 'Hana' });
    expect(answer.body.message).toBe('Nothing changed for Hana Kim.');
    await expectHanaUnchanged();
    expect(await historyOf('hana-kim')).toEqual([]);
  });

  it("refuses another guest's phone, naming them", () =>
    expectRefused({ phone: '305 555 0102' }, 409, "(305) 555-0102 is already Margaret Harper's number."));
  it('refuses a seat another guest holds, naming them', () =>
    expectRefused({ table: 'table 1', tpos: '1' }, 409, "Table 1, seat 2 is already Walter Harper's seat."));
  it('refuses a taken seat reached by changing only the table', async () => {
    await asAdmin('hana-kim', { table: 'table 9', tpos: '0' });
    hanaBefore = await guestDoc('hana-kim');
    await expectRefused({ table: 'table 1' }, 409, "Table 1, seat 1 is already Margaret Harper's seat.");
  });

  it('swaps two guests when asked, with a seat entry in both histories', async () => {
    await asAdmin('hana-kim', { table: 'table 9', tpos: '4' });
    const answer = await asAdmin('hana-kim', { table: 'table 1', tpos: '1', swapSeat: true });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Saved Hana Kim. Walter Harper now sits at Table 9, seat 5.');
    expect(await guestDoc('hana-kim')).toMatchObject({ table: 'table 1', tpos: '1' });
    expect(await guestDoc('walter-harper')).toMatchObject({ table: 'table 9', tpos: '4' });
    expect(await historyOf('walter-harper')).toEqual([
      expect.objectContaining({ action: 'seat', changes: { table: ['table 1', 'table 9'], tpos: ['1', '4'] } }),
    ]);
  });

  it('leaves the other guest without a seat when a guest with none takes theirs', async () => {
    const answer = await asAdmin('hana-kim', { table: 'table 1', tpos: '1', swapSeat: true });
    expect(answer.body.message).toBe('Saved Hana Kim. Walter Harper has no seat now.');
    expect(await guestDoc('walter-harper')).toMatchObject({ table: '', tpos: '' });
  });

  it('refuses an incomplete phone', () =>
    expectRefused({ phone: '(305) 555-01' }, 400, '(305) 555-01 is not a full US phone number'));
  it('refuses a meal for a guest who is not attending', () =>
    expectRefused({ plate: 'plate1' }, 400, /only be chosen for a guest who is attending/));
  it('refuses an unknown field', () => expectRefused({ nickname: 'H' }, 400, /nickname/));
  it('refuses a dietary note over 200 characters', () =>
    expectRefused({ dietary: 'x'.repeat(201) }, 400, 'The dietary note can be at most 200 characters.'));

  it.each([{ isAdmin: false }, { disabled: true }])('refuses an admin who would %j themselves', (body) =>
    expectRefused(body, 409, /cannot remove your own admin access/, cast().admin.id),
  );

  it('refuses a change made on an older copy of the guest, naming who saved meanwhile', async () => {
    const seen = (await asAdmin('hana-kim', { dietary: 'Vegetarian' })).body.data!.updatedAt;
    await asOtherAdmin('hana-kim', { dietary: 'Vegan' });
    const answer = await asAdmin('hana-kim', { dietary: 'Pescatarian', expectedUpdatedAt: seen });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/^Daniel Okafor changed Hana Kim while you were editing/);
    expect((await guestDoc('hana-kim')).dietary).toBe('Vegan');
  });

  it('lets exactly one of two admins saving the same copy at once win; the other gets a clear conflict', async () => {
    const seen = (await asAdmin('hana-kim', { dietary: 'Vegetarian' })).body.data!.updatedAt;
    const answers = await Promise.all([
      asAdmin('hana-kim', { first: 'Hanna', table: 'table 2', expectedUpdatedAt: seen }),
      asOtherAdmin('hana-kim', { first: 'Hannah', table: 'table 3', expectedUpdatedAt: seen }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!.body.data!;
    const hana = await guestDoc('hana-kim');
    expect({ first: hana.first, table: hana.table }).toEqual({ first: winner.first, table: winner.table });
  });

  it('says who deleted a guest that another admin still had open', async () => {
    await del('/admin/guests/hana-kim', { token: cast().otherAdmin.idToken });
    const answer = await asAdmin('hana-kim', { dietary: 'Vegan' });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toMatch(/^This guest was deleted by Daniel Okafor, so nothing was saved/);
    expect((await guestRef('hana-kim').get()).exists).toBe(false);
  });

  it('refuses an id that cannot be a guest', async () => {
    const answer = await asAdmin('__x__', { dietary: 'Vegan' });
    expect(answer.status).toBe(400);
  });
});
