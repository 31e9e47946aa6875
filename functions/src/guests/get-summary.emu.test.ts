import type { Summary } from '@contract/admin';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { describeConsoleAdminOnly, useSignedInCast } from '@testing/admin-auth-matrix';
import { guestRef } from '@testing/testing';
import { consoleCall, useFreshGuestList } from '@testing/console-testing';

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
      ['2', 'Ngozi', 'plate1'],
      ['3', 'Emeka', 'plate2'],
    ]);
  });

  it('lists dietary notes of attending guests with table and seat', async () => {
    await guestRef('ngozi-okafor').update({ dietary: 'Nut allergy' });
    await guestRef('hana-kim').update({ dietary: 'Vegan' }); // not attending
    expect((await asAdmin()).dietary).toEqual([
      { id: 'ngozi-okafor', first: 'Ngozi', last: 'Okafor', table: 'table 1', tpos: '2', dietary: 'Nut allergy' },
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

describe('GET /bcw/admin/summary: the call list (chase)', () => {
  const callList = async () => (await asAdmin()).chase;

  it('lists everyone on an enabled invitation with no answer, invitation by invitation', async () => {
    await guestRef('margaret-harper').update({ respondedAt: Timestamp.now() }); // declined
    const chase = await callList();
    // Attending (the Okafor parents), declined (Margaret) and disabled invitations (the Duboises) are left out.
    expect(chase.map((guest) => [guest.invtId, guest.id])).toEqual([
      ['inv-alvarez', 'mateo-alvarez'],
      ['inv-brooks', 'tanya-brooks'],
      ['inv-chen', 'lily-chen'],
      ['inv-chen', 'wei-chen'],
      ['inv-garcia', 'isabel-garcia'],
      ['inv-garcia', 'jorge-garcia'],
      ['inv-harper', 'walter-harper'],
      ['inv-kim', 'hana-kim'],
      ['inv-nguyen', 'an-nguyen'],
      ['inv-nguyen', 'bao-nguyen'],
      ['inv-nguyen', 'linh-nguyen'],
      ['inv-okafor', 'chidi-okafor'],
      ['inv-smith', 'eleanor-smith'],
    ]);
  });

  it('gives each person their phone, email, last text status and last visit', async () => {
    const seen = Timestamp.fromDate(new Date('2026-11-20T18:30:00.000Z'));
    await guestRef('hana-kim').update({
      email: 'hana@example.com',
      lastSeenAt: seen,
      lastText: { sid: 'SM1', status: 'undelivered', errorCode: 30003, at: Timestamp.now() },
    });
    const chase = await callList();
    expect(chase.find((guest) => guest.id === 'hana-kim')).toEqual({
      id: 'hana-kim',
      first: 'Hana',
      last: 'Kim',
      invtId: 'inv-kim',
      table: '',
      tpos: '',
      phone: '+13055550117',
      email: 'hana@example.com',
      lastTextStatus: 'undelivered',
      lastSeenAt: '2026-11-20T18:30:00.000Z',
      hostName: null,
      // Hana has a phone of her own: nobody else on her invitation is called for her.
      reachVia: null,
      textedFromPhoneAt: null,
    });
    // The demo list's guest with only an email.
    expect(chase.find((guest) => guest.id === 'walter-harper')).toMatchObject({
      phone: '',
      email: 'walter.harper@example.com',
      lastTextStatus: null,
      lastSeenAt: null,
    });
  });

  it('includes companions, after the people of their invitation, an unnamed one as their host names them', async () => {
    await guestRef('hana-kim-guest').set({
      first: '',
      last: '',
      phone: '',
      invtId: 'inv-kim',
      rsvp: false,
      plate: '',
      table: '',
      tpos: '',
      isAdmin: false,
      disabled: false,
      msg_last_sent: null,
      companionOf: 'hana-kim',
    });
    const chase = await callList();
    const kims = chase.filter((guest) => guest.invtId === 'inv-kim');
    expect(kims.map((guest) => [guest.id, guest.hostName])).toEqual([
      ['hana-kim', null],
      ['hana-kim-guest', 'Hana Kim'],
    ]);
  });

  it('drops a person once they answer', async () => {
    await guestRef('hana-kim').update({ rsvp: true, respondedAt: Timestamp.now() });
    await guestRef('eleanor-smith').update({ respondedAt: Timestamp.now() });
    const ids = (await callList()).map((guest) => guest.id);
    expect(ids).not.toContain('hana-kim');
    expect(ids).not.toContain('eleanor-smith');
    expect(ids).toContain('wei-chen');
  });
});
