import type { HistoryEntry } from '@contract/admin';
import { describe, expect, it } from 'vitest';
import { post } from '@testing/testing';
import { describeConsoleAdminOnly, useSignedInCast } from '@testing/admin-auth-matrix';
import { consoleCall, useFreshGuestList } from '@testing/console-testing';

const cast = useSignedInCast();
useFreshGuestList();
const history = (id: string) => consoleCall<HistoryEntry[]>('GET', `/admin/guests/${id}/history`);

describe('GET /bcw/admin/guests/:id/history', () => {
  describeConsoleAdminOnly(cast, history('hana-kim'));

  it('lists who changed what, when, from what to what, newest first', async () => {
    const grace = { token: cast().admin.idToken, uid: '' };
    const daniel = { token: cast().otherAdmin.idToken, uid: '' };
    await consoleCall('PATCH', '/admin/guests/hana-kim', { dietary: 'Vegan' })(grace);
    await post(
      '/update-guest-table',
      { luid: cast().otherAdmin.id, gid: 'hana-kim', table: 'table 7', tpos: '3' },
      { token: daniel.token },
    );
    await consoleCall('PATCH', '/admin/guests/hana-kim', { rsvp: true, plate: 'plate1' })(daniel);
    const entries = (await history('hana-kim')(grace)).body.data!;
    expect(entries.map(({ action, byName, changes }) => ({ action, byName, changes }))).toEqual([
      {
        action: 'rsvp',
        byName: 'Daniel Okafor',
        changes: {
          rsvp: [false, true],
          plate: ['', 'plate1'],
          respondedAt: [null, expect.any(String)],
          answeredVia: [null, 'couple'],
        },
      },
      { action: 'seat', byName: 'Daniel Okafor', changes: { table: ['', 'table 7'], tpos: ['', '3'] } },
      { action: 'rsvp', byName: 'Grace Harper', changes: { dietary: ['', 'Vegan'] } },
    ]);
    expect(entries.every((entry) => entry.at && !Number.isNaN(Date.parse(entry.at)))).toBe(true);
  });

  it('gives an empty list for a guest nobody changed', async () => {
    expect((await history('walter-harper')({ token: cast().admin.idToken, uid: '' })).body.data).toEqual([]);
  });
});
