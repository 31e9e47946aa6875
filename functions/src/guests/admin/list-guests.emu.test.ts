import type { ConsoleGuest } from '@contract/admin';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import demoGuests from '@launcher/demo-guests.json';
import { describeConsoleAdminOnly, useSignedInCast } from '@testing/admin-auth-matrix';
import { guestRef } from '@testing/testing';
import { consoleCall, useFreshGuestList } from '@testing/console-testing';

const cast = useSignedInCast();
useFreshGuestList();
const list = consoleCall<ConsoleGuest[]>('GET', '/admin/guests');
const asAdmin = async () => (await list({ token: cast().admin.idToken, uid: '' })).body.data!;

describe('GET /bcw/admin/guests', () => {
  describeConsoleAdminOnly(cast, list);

  it("lists every guest with get-all-guest-data's fields and the console's", async () => {
    const guests = await asAdmin();
    expect(guests).toHaveLength(demoGuests.length);
    expect(guests.find((guest) => guest.id === 'margaret-harper')).toEqual({
      id: 'margaret-harper',
      first: 'Margaret',
      last: 'Harper',
      rsvp: false,
      plate: '',
      table: 'table 1',
      tpos: '0',
      phone: '+13055550102',
      msg_last_sent: null,
      disabled: false,
      invtId: 'inv-harper',
      isAdmin: false,
      dietary: '',
      language: 'en',
      smsOptOut: false,
      respondedAt: null,
      lastTextStatus: null,
      lastTextError: null,
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      problems: [],
      email: '',
      emailOptOut: false,
      events: [],
      eventRsvps: {},
      ageGroup: 'adult',
      plusOnes: 0,
      companionOf: null,
      answers: {},
      notify: 'none',
      address: null,
      // The demo's guests with a phone agreed to texts (emulators/testing/testing.ts demoConsent).
      smsConsent: { at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), via: 'couple', note: 'demo guest list' },
      helper: false,
      arrivedAt: null,
      arrivedBy: '',
    });
  });

  it('gives the consent to texts, with when it was recorded as an ISO string', async () => {
    const at = Timestamp.fromDate(new Date('2026-05-02T18:30:00.000Z'));
    await guestRef('hana-kim').update({ smsConsent: { at, via: 'couple', note: 'said yes at the shower' } });
    const hana = (await asAdmin()).find((guest) => guest.id === 'hana-kim');
    expect(hana?.smsConsent).toEqual({ at: '2026-05-02T18:30:00.000Z', via: 'couple', note: 'said yes at the shower' });
  });

  it('gives null for a guest document without consent (none recorded)', async () => {
    await guestRef('hana-kim').update({ smsConsent: FieldValue.delete() });
    const hana = (await asAdmin()).find((guest) => guest.id === 'hana-kim');
    expect(hana?.smsConsent).toBeNull();
  });

  it("gives the last text's status and error code", async () => {
    await guestRef('hana-kim').update({
      lastText: { sid: 'SM1', status: 'undelivered', errorCode: 30003, at: Timestamp.now() },
    });
    const hana = (await asAdmin()).find((guest) => guest.id === 'hana-kim');
    expect(hana).toMatchObject({ lastTextStatus: 'undelivered', lastTextError: 30003 });
  });

  it('still lists a guest whose document breaks the schema, with the problem named', async () => {
    await guestRef('hana-kim').update({ table: 'table 99', rsvp: 'yes' });
    const hana = (await asAdmin()).find((guest) => guest.id === 'hana-kim');
    expect(hana).toMatchObject({ table: '', rsvp: false });
    expect(hana?.problems).toEqual(['rsvp "yes" is not valid', 'table "table 99" is not valid']);
  });
});
