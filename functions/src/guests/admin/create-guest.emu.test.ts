import type { ConsoleGuest } from '@contract/admin';
import { describe, expect, it } from 'vitest';
import { db, guestRef } from '@testing/testing';
import { describeConsoleAdminOnly, useSignedInCast } from '@testing/admin-auth-matrix';
import { consoleCall, guestCount, historyOf, useFreshGuestList } from '@testing/console-testing';

const cast = useSignedInCast();
useFreshGuestList();
const create = (body: object) => consoleCall<ConsoleGuest>('POST', '/admin/guests', body);
const asAdmin = (body: object) => create(body)({ token: cast().admin.idToken, uid: '' });

async function expectRefused(body: object, status: number, message: string | RegExp) {
  const answer = await asAdmin(body);
  expect(answer.status).toBe(status);
  expect(answer.body.error).toBe(true);
  expect(answer.body.message).toMatch(message);
  expect(await guestCount()).toBe(32);
}

describe('POST /bcw/admin/guests', () => {
  describeConsoleAdminOnly(
    cast,
    create({ first: 'Zoe', last: 'Late' }),
    async () => expect((await db.collection('guests').where('first', '==', 'Zoe').get()).size).toBe(0),
    201,
  );

  it('adds a guest on a new invitation, with the phone normalised, and says who added them', async () => {
    const answer = await asAdmin({ first: ' Zoe ', last: 'Late', phone: '305.555.0190', language: 'es' });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Zoe Late is on the guest list.');
    const zoe = answer.body.data!;
    expect(zoe).toMatchObject({ first: 'Zoe', last: 'Late', phone: '+13055550190', rsvp: false, language: 'es' });
    expect(zoe.invtId).toMatch(/^inv-late-[0-9a-f]{6}$/);
    expect((await guestRef(zoe.id).get()).get('respondedAt')).toBeNull();
    expect(await historyOf(zoe.id)).toEqual([
      expect.objectContaining({
        by: cast().admin.id,
        byName: 'Grace Harper',
        action: 'created',
        changes: expect.objectContaining({ first: [null, 'Zoe'], phone: [null, '+13055550190'] }),
      }),
    ]);
  });

  it('adds a guest to an existing invitation, seated', async () => {
    const answer = await asAdmin({ first: 'Nell', last: 'Harper', invtId: 'inv-harper', table: 'table 1', tpos: '6' });
    expect(answer.body.data).toMatchObject({ invtId: 'inv-harper', table: 'table 1', tpos: '6', phone: '' });
  });

  it('refuses a phone already on the list, naming who has it', () =>
    expectRefused(
      { first: 'Zoe', phone: '(305) 555-0102' },
      409,
      "(305) 555-0102 is already Margaret Harper's number. Each phone number can belong to one guest.",
    ));

  it('refuses an incomplete phone number, saying how to fix it', () =>
    expectRefused(
      { first: 'Zoe', phone: '(305) 555-01' },
      400,
      '(305) 555-01 is not a full US phone number: type the 10 digits, like (305) 555-0123.',
    ));

  it.each([
    [{ last: 'Late' }, /first/],
    [{ first: '   ' }, 'Please type a first name.'],
    [{ first: 'Zoe', table: 'table 13' }, 'Please choose a table from the list.'],
    [{ first: 'Zoe', language: 'fr' }, "The language must be 'en' or 'es'."],
    [{ first: 'Zoe', isAdmin: 'yes' }, 'admin must be true or false.'],
    [{ first: 'Zoe', invtId: 'a/b' }, /\(invtId\): must be an id .* without '\/'/],
    [{ first: 'Zoe', rsvp: true }, /rsvp/],
    [{ first: 'x'.repeat(81) }, 'The first name can be at most 80 characters.'],
  ])('refuses %j, naming the field', (body, message) => expectRefused(body, 400, message));

  it('refuses a seat another guest holds, naming them, and adds no one', () =>
    expectRefused(
      { first: 'Zoe', table: 'table 1', tpos: '0' },
      409,
      "Table 1, seat 1 is already Margaret Harper's seat.",
    ));
});
