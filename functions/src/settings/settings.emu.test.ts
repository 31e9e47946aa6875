import type { SiteSettingsData } from '@contract/admin';
import { describe, expect, it } from 'vitest';
import { db } from '@testing/testing';
import { describeConsoleAdminOnly, useSignedInCast } from '@testing/admin-auth-matrix';
import { consoleCall, useFreshGuestList } from '@testing/console-testing';

const cast = useSignedInCast();
useFreshGuestList();
const read = consoleCall<SiteSettingsData>('GET', '/admin/settings');
const save = (body: object) => consoleCall<SiteSettingsData>('PUT', '/admin/settings', body);
const grace = () => ({ token: cast().admin.idToken, uid: '' });
const noSettings = async () => expect((await db.collection('settings').doc('site').get()).exists).toBe(false);

describe('GET /bcw/admin/settings', () => {
  describeConsoleAdminOnly(cast, read);

  it('reads a missing document as no deadline and seating not published', async () => {
    expect((await read(grace())).body.data).toMatchObject({ rsvpClosesAt: null, seatingPublished: false });
  });
});

describe('PUT /bcw/admin/settings', () => {
  const body = { rsvpClosesAt: '2025-09-01T23:59:00-04:00', seatingPublished: true };
  describeConsoleAdminOnly(cast, save(body), noSettings);

  it('saves the deadline and seating, says who changed them, and keeps the change', async () => {
    const answer = await save(body)(grace());
    expect(answer.body.data).toMatchObject({
      rsvpClosesAt: '2025-09-02T03:59:00.000Z',
      seatingPublished: true,
      updatedByName: 'Grace Harper',
    });
    expect((await read(grace())).body.data?.rsvpClosesAt).toBe('2025-09-02T03:59:00.000Z');
    const history = await db.collection('settings').doc('site').collection('history').get();
    expect(history.docs[0]?.data()).toMatchObject({
      byName: 'Grace Harper',
      changes: { rsvpClosesAt: [null, '2025-09-02T03:59:00.000Z'], seatingPublished: [false, true] },
    });
  });

  it('clears the deadline with null', async () => {
    await save(body)(grace());
    expect((await save({ rsvpClosesAt: null, seatingPublished: false })(grace())).body.data).toMatchObject({
      rsvpClosesAt: null,
      seatingPublished: false,
    });
  });

  it.each([
    [{ rsvpClosesAt: 'next Friday', seatingPublished: true }, 'The RSVP deadline must be a date and time.'],
    [{ rsvpClosesAt: null, seatingPublished: 'yes' }, 'seatingPublished must be true or false.'],
    [{ rsvpClosesAt: null }, /seatingPublished/],
  ])('refuses %j, naming the field', async (bad, message) => {
    const answer = await save(bad)(grace());
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
    await noSettings();
  });
});
