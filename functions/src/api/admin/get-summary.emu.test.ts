import type { Summary } from '@contract/admin';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { describeConsoleAdminOnly, useSignedInCast } from '../../../../emulators/admin-auth-matrix';
import { guestRef } from '../../../../emulators/testing';
import { consoleCall, useFreshGuestList } from '../../../../emulators/console-testing';

const cast = useSignedInCast();
useFreshGuestList();
const summary = consoleCall<Summary>('GET', '/admin/summary');
const asAdmin = async () => (await summary({ token: cast().admin.idToken, uid: '' })).body.data!;

describe('GET /bcw/admin/summary', () => {
  describeConsoleAdminOnly(cast, summary);

  it('counts invited, attending, declined and no answer, and meals of attending guests only', async () => {
    await guestRef('walter-harper').update({ respondedAt: Timestamp.now() }); // declined
    await guestRef('emeka-okafor').update({ plate: '' }); // attending, no meal yet
    const numbers = await asAdmin();
    expect(numbers).toMatchObject({
      guests: 32,
      invitations: 15,
      attending: 16,
      declined: 1,
      noAnswer: 15,
      meals: { plate1: 8, plate2: 7, none: 1 },
    });
  });

  it('counts each table: seated, attending and meals, with the caterer sheet by seat', async () => {
    const table1 = (await asAdmin()).tables.find((table) => table.table === 'table 1')!;
    expect(table1).toMatchObject({ seated: 5, attending: 2, noAnswer: 3, meals: { plate1: 1, plate2: 1, none: 0 } });
    expect(table1.guests.map((guest) => [guest.tpos, guest.first, guest.plate])).toEqual([
      ['3', 'Ngozi', 'plate1'],
      ['4', 'Emeka', 'plate2'],
    ]);
  });

  it('lists dietary notes of attending guests with table and seat', async () => {
    await guestRef('ngozi-okafor').update({ dietary: 'Nut allergy' });
    await guestRef('hana-kim').update({ dietary: 'Vegan' }); // not attending
    expect((await asAdmin()).dietary).toEqual([
      { id: 'ngozi-okafor', first: 'Ngozi', last: 'Okafor', table: 'table 1', tpos: '3', dietary: 'Nut allergy' },
    ]);
  });

  it('lists who cannot be reached, and why', async () => {
    await guestRef('hana-kim').update({ smsOptOut: true });
    await guestRef('wei-chen').update({
      lastText: { sid: 'SM1', status: 'failed', errorCode: 30006, at: Timestamp.now() },
    });
    const unreachable = (await asAdmin()).unreachable;
    expect(unreachable).toContainEqual({ id: 'hana-kim', first: 'Hana', last: 'Kim', reason: 'opted out of texts' });
    expect(unreachable).toContainEqual({
      id: 'wei-chen',
      first: 'Wei',
      last: 'Chen',
      reason: 'last text failed (error 30006)',
    });
    expect(unreachable).toContainEqual({
      id: 'henri-dubois',
      first: 'Henri',
      last: 'Dubois',
      reason: 'no phone number, invitation disabled',
    });
    expect(unreachable.find((guest) => guest.id === 'margaret-harper')).toBeUndefined();
  });
});
