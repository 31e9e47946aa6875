import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetEmulators, seedGuests } from '../../emulators/testing';
import { importGuests } from './import-guests';

const csv =
  'first,last,phone,invitation,admin\nGrace,Harper,305-555-0100,couple,yes\nDaniel,Okafor,305-555-0101,couple,yes\n';

beforeEach(() => resetEmulators());

describe('importGuests', () => {
  it('writes every guest of a valid file', async () => {
    expect(await importGuests(db, csv)).toEqual({ imported: 2, problems: [] });
    const stored = (await db.collection('guests').orderBy('first').get()).docs.map((doc) => doc.data());
    expect(stored).toEqual([
      expect.objectContaining({ first: 'Daniel', phone: '+13055550101', invtId: 'couple', isAdmin: true, rsvp: false }),
      expect.objectContaining({ first: 'Grace', phone: '+13055550100', invtId: 'couple', isAdmin: true, rsvp: false }),
    ]);
  });

  it('writes nothing when one row is wrong', async () => {
    const result = await importGuests(db, `${csv}Hana,Kim,not a phone,kim,\n`);
    expect(result.imported).toBe(0);
    expect(result.problems).toEqual(["row 4: phone 'not a phone' is not a phone number"]);
    expect((await db.collection('guests').get()).size).toBe(0);
  });

  it('leaves a project that already has guests alone', async () => {
    await seedGuests();
    const result = await importGuests(db, csv);
    expect(result).toEqual({ imported: 0, problems: ['the guests collection is not empty: nothing was imported'] });
    expect((await db.collection('guests').get()).size).toBe(32);
  });
});
