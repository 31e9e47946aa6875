import type { ImportResult } from '@contract/admin';
import { describe, expect, it } from 'vitest';
import { db, guestRef } from '@testing/testing';
import { describeConsoleAdminOnly, useSignedInCast } from '@testing/admin-auth-matrix';
import { consoleCall, guestCount, historyOf, useFreshGuestList } from '@testing/console-testing';

const cast = useSignedInCast();
useFreshGuestList();
const importCsv = (csv: string, dryRun: boolean) => consoleCall<ImportResult>('POST', '/admin/import', { csv, dryRun });
const asAdmin = (csv: string, dryRun = false) => importCsv(csv, dryRun)({ token: cast().admin.idToken, uid: '' });

const merge = [
  'first,last,phone,invitation,table,seat,rsvp,meal',
  'Margaret,Harper,(305) 555-0102,inv-harper,table 9,4,yes,Chicken rollatini',
  'Walter,Harper,,inv-harper,,,,',
  'Zoe,Late,305 555 0190,inv-late,table 9,5,,',
].join('\n');

describe('POST /bcw/admin/import', () => {
  describeConsoleAdminOnly(cast, importCsv(merge, false), async () => {
    expect((await db.collection('guests').where('first', '==', 'Zoe').get()).size).toBe(0);
    expect((await guestRef('margaret-harper').get()).get('table')).toBe('table 1');
  });

  it('previews what a file would do, writing nothing', async () => {
    const answer = await asAdmin(merge, true);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Preview: 1 to add, 1 to update, 1 unchanged.');
    expect(answer.body.data).toMatchObject({ added: 1, updated: 1, unchanged: 1, errors: [] });
    expect(answer.body.data?.rows.map((row) => [row.row, row.action, row.name])).toEqual([
      [2, 'update', 'Margaret Harper'],
      [4, 'add', 'Zoe Late'],
    ]);
    expect(await guestCount()).toBe(32);
  });

  it('applies the file in one go, each change in the history as an import by the admin', async () => {
    const answer = await asAdmin(merge);
    expect(answer.body.message).toBe('Imported: 1 added, 1 updated, 1 unchanged.');
    expect(await guestCount()).toBe(33);
    const margaret = (await guestRef('margaret-harper').get()).data()!;
    expect(margaret).toMatchObject({ table: 'table 9', tpos: '4', rsvp: true, plate: 'plate1' });
    expect(margaret.respondedAt).not.toBeNull();
    expect(await historyOf('margaret-harper')).toEqual([
      expect.objectContaining({ action: 'import', byName: 'Grace Harper', by: cast().admin.id }),
    ]);
    const zoe = await db.collection('guests').where('phone', '==', '+13055550190').get();
    expect(zoe.docs[0]?.data()).toMatchObject({ first: 'Zoe', invtId: 'inv-late', table: 'table 9', tpos: '5' });
  });

  it('writes nothing when any row is wrong, and names every bad row', async () => {
    const csv = `${merge}\nBo,Li,,inv-li,table 14,,,\nAl,Li,(305) 555-01,inv-li,,,,`;
    const answer = await asAdmin(csv);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      'Row 5: table 14 does not exist; tables are Sweet heart and table 1 to table 12 (and 1 more problem). Nothing was imported.',
    );
    expect(answer.body.data?.errors).toEqual([
      { row: 5, message: 'table 14 does not exist; tables are Sweet heart and table 1 to table 12' },
      { row: 6, message: '(305) 555-01 is not a full US phone number: type the 10 digits, like (305) 555-0123' },
    ]);
    expect(await guestCount()).toBe(32);
    expect((await guestRef('margaret-harper').get()).get('table')).toBe('table 1');
  });

  it('refuses an admin removing their own admin access through a file', async () => {
    const answer = await asAdmin(`id,admin\n${cast().admin.id},no\n`);
    expect(answer.status).toBe(400);
    expect(answer.body.data?.errors[0]?.message).toMatch(/your own admin access/);
  });

  it('imports 500 new guests in one transaction', async () => {
    const rows = Array.from({ length: 500 }, (_, i) => `Guest${i},Bulk,inv-bulk-${Math.floor(i / 4)}`);
    const answer = await asAdmin(['first,last,invitation', ...rows].join('\n'));
    expect(answer.body.message).toBe('Imported: 500 added, 0 updated, 0 unchanged.');
    expect(await guestCount()).toBe(532);
  });

  it('refuses a body without csv', async () => {
    const answer = await consoleCall('POST', '/admin/import', { dryRun: true })({
      token: cast().admin.idToken,
      uid: '',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/csv/);
  });

  it("reports a seat taken on the list or earlier in the file as that row's error, writing nothing", async () => {
    const csv = [
      'first,last,phone,invitation,table,seat',
      'Zoe,Late,,inv-late,table 1,0',
      'Bo,Li,,inv-li,table 9,5',
      'Al,Li,,inv-li,table 9,5',
      'Walter,Harper,,inv-harper,table 1,7',
      'Ann,Lee,,inv-lee,table 1,1',
    ].join('\n');
    const answer = await asAdmin(csv);
    expect(answer.status).toBe(400);
    expect(answer.body.data?.errors).toEqual([
      // A file without a tpos column has stored positions in its seat column, read back as people read them.
      { row: 2, message: "Table 1, seat 1 is already Margaret Harper's seat (one guest per seat)" },
      { row: 4, message: "Table 9, seat 6 is already Bo Li's seat on row 3 (one guest per seat)" },
    ]);
    expect(await guestCount()).toBe(32);
  });
});
