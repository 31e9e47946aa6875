import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetEmulators, seedGuests } from '@testing/testing';
import { importGuests } from './import-guests';

const csv =
  'first,last,phone,invitation,admin\nGrace,Harper,305-555-0100,couple,yes\nDaniel,Okafor,305-555-0101,couple,yes\n';
const allGuests = async () => (await db.collection('guests').orderBy('first').get()).docs;

beforeEach(() => resetEmulators());

describe('npm run import-guests', () => {
  it('writes every guest of a valid file into an empty list, with history', async () => {
    const { result, written } = await importGuests(csv);
    expect(written).toBe(true);
    expect(result).toMatchObject({ added: 2, updated: 0, unchanged: 0, errors: [] });
    const stored = await allGuests();
    expect(stored.map((doc) => doc.data())).toEqual([
      expect.objectContaining({ first: 'Daniel', phone: '+13055550101', invtId: 'couple', isAdmin: true, rsvp: false }),
      expect.objectContaining({ first: 'Grace', phone: '+13055550100', invtId: 'couple', isAdmin: true, rsvp: false }),
    ]);
    const history = await stored[0]!.ref.collection('history').get();
    expect(history.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({ by: 'import', byName: 'Guest-list import', action: 'import' }),
    ]);
  });

  it('writes nothing when one row is wrong, and names the row', async () => {
    const { result, written } = await importGuests(`${csv}Hana,Kim,(305) 555-01,kim,\n`);
    expect(written).toBe(false);
    expect(result.errors).toEqual([
      { row: 4, message: '(305) 555-01 is not a full US phone number: type the 10 digits, like (305) 555-0123' },
    ]);
    expect((await db.collection('guests').get()).size).toBe(0);
  });

  it('merges into a list that already has guests, with the same matching as the console', async () => {
    await seedGuests();
    const file = [
      'first,last,phone,invitation,table,seat',
      'Margaret,Harper,(305) 555-0102,inv-harper,table 9,4', // matched by phone: moved
      'Walter,Harper,,inv-harper,,', // matched by name within the invitation: unchanged
      'Zoe,Late,305 555 0190,inv-late,,', // new
    ].join('\n');
    const { result } = await importGuests(file);
    expect(result).toMatchObject({ added: 1, updated: 1, unchanged: 1, errors: [] });
    expect((await db.collection('guests').get()).size).toBe(33);
    const margaret = await db.collection('guests').doc('margaret-harper').get();
    expect({ table: margaret.get('table'), tpos: margaret.get('tpos') }).toEqual({ table: 'table 9', tpos: '4' });
  });

  it('previews without writing on --dry-run', async () => {
    const { result, written } = await importGuests(csv, true);
    expect({ added: result.added, written }).toEqual({ added: 2, written: false });
    expect((await db.collection('guests').get()).size).toBe(0);
  });
});
