import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import demoGuests from '@launcher/demo-guests.json';
import { get, guestRef } from '@testing/testing';
import { describeAdminOnly, useSignedInCast, type AdminCaller } from '@testing/admin-auth-matrix';
import type { AdminGuest } from '@contract/guest-admin';

const cast = useSignedInCast();
const listGuests = ({ token, uid }: AdminCaller) =>
  get<AdminGuest[]>(`/get-all-guest-data/${encodeURIComponent(uid)}`, { token });
const asAdmin = () => listGuests({ token: cast().admin.idToken, uid: cast().admin.id });

describe('GET /bcw/get-all-guest-data/:userId', () => {
  describeAdminOnly(cast, listGuests);

  it('lists every guest with exactly the fields the guest list shows', async () => {
    const answer = await asAdmin();
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(demoGuests.length);
    expect(answer.body.data?.find((guest) => guest.id === 'margaret-harper')).toEqual({
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
    });
  });

  it('lists guests in a stable order: by last name, then first name', async () => {
    const first = (await asAdmin()).body.data!.map((guest) => guest.id);
    const again = (await asAdmin()).body.data!.map((guest) => guest.id);
    expect(again).toEqual(first);
    expect(first.slice(0, 4)).toEqual(['lucia-alvarez', 'mateo-alvarez', 'miguel-alvarez', 'rosa-alvarez']);
  });

  it('gives the time a message was last sent as an ISO string', async () => {
    await guestRef('margaret-harper').update({ msg_last_sent: Timestamp.fromDate(new Date('2025-08-01T12:30:00Z')) });
    const margaret = (await asAdmin()).body.data!.find((guest) => guest.id === 'margaret-harper');
    expect(margaret?.msg_last_sent).toBe('2025-08-01T12:30:00.000Z');
  });

  it('marks a disabled invitation', async () => {
    const claire = (await asAdmin()).body.data!.find((guest) => guest.id === 'claire-dubois');
    expect(claire?.disabled).toBe(true);
  });
});
