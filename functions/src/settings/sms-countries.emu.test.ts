import type { ConsoleGuest, ImportResult } from '@contract/admin';
import { describe, expect, it } from 'vitest';
import { useSignedInCast } from '@testing/admin-auth-matrix';
import { consoleCall, guestCount, useFreshGuestList } from '@testing/console-testing';
import { guestRef } from '@testing/testing';

const cast = useSignedInCast();
useFreshGuestList();
const asAdmin = <T>(method: 'POST' | 'PATCH', path: string, body: object) =>
  consoleCall<T>(method, path, body)({ token: cast().admin.idToken, uid: '' });

// SMS_COUNTRIES is not set under the emulator, so the default holds: the US and Canada.
const abroad = [
  ['a UK number', '+44 20 7946 0958', /\+44 20 7946 0958 is not a number in the US or Canada/],
  ['a Latvian number', '+371 2123 4567', /is not a number in the US or Canada/],
  ['a satellite number', '+881 6 1234 5678', /is not a number in the US or Canada/],
  ['a premium-rate +1 900 number', '+1 900 555 0100', /\(900\) 555-0100 is a premium-rate number/],
] as const;

describe('phone numbers outside SMS_COUNTRIES', () => {
  it.each(abroad)('refuses %s on create, naming the phone field', async (_case, phone, message) => {
    const answer = await asAdmin<ConsoleGuest>('POST', '/admin/guests', { first: 'Zoe', last: 'Late', phone });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
    expect(answer.body.message).toMatch(/phone/);
    expect(await guestCount()).toBe(32);
  });

  it.each(abroad)('refuses %s on update and keeps the old number', async (_case, phone, message) => {
    const answer = await asAdmin<ConsoleGuest>('PATCH', '/admin/guests/hana-kim', { phone });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
    expect((await guestRef('hana-kim').get()).get('phone')).toBe('+13055550117');
  });

  it.each(abroad)('refuses %s in an import, naming the row, and imports nothing', async (_case, phone, message) => {
    const answer = await asAdmin<ImportResult>('POST', '/admin/import', {
      csv: `first,last,phone,invitation\nZoe,Late,"${phone}",inv-late\n`,
      dryRun: false,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data?.errors).toEqual([{ row: 2, message: expect.stringMatching(message) }]);
    expect(await guestCount()).toBe(32);
  });

  it('takes a Canadian number', async () => {
    const answer = await asAdmin<ConsoleGuest>('POST', '/admin/guests', {
      first: 'Zoe',
      last: 'Late',
      phone: '+1 416 555 0190',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data?.phone).toBe('+14165550190');
  });
});
