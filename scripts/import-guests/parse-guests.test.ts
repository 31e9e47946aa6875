import { describe, expect, it } from 'vitest';
import { parseGuests } from './parse-guests';

const header = 'first,last,phone,invitation,admin,disabled,table,seat';

describe('parseGuests', () => {
  it('reads guests, normalising phones, tables and yes/no columns', () => {
    const { guests, problems } = parseGuests(
      `${header}\nGrace,Harper,(305) 555-0100,couple,Yes,,Sweet heart,1\nWalter,Harper,,harper,,no,Table 3,\n`,
    );
    expect(problems).toEqual([]);
    expect(guests).toEqual([
      expect.objectContaining({
        first: 'Grace',
        phone: '+13055550100',
        invtId: 'couple',
        isAdmin: true,
        table: 'sweet heart',
        tpos: '1',
      }),
      expect.objectContaining({
        first: 'Walter',
        phone: '',
        invtId: 'harper',
        isAdmin: false,
        disabled: false,
        table: 'table 3',
        tpos: '',
      }),
    ]);
    expect(guests[0]).toMatchObject({ rsvp: false, plate: '', msg_last_sent: null });
  });

  it('accepts a file with only the required columns', () => {
    expect(parseGuests('first,invitation\nHana,kim\n').guests).toHaveLength(1);
  });

  it('names the row and the problem for every bad row', () => {
    const { problems } = parseGuests(
      `${header}\n,Harper,,harper,,,,\nWei,Chen,555,chen,,,,\nLily,Chen,,chen,maybe,,table 13,11\n`,
    );
    expect(problems).toEqual([
      expect.stringMatching(/^row 2: first first name is empty/),
      "row 3: phone '555' is not a phone number",
      expect.stringMatching(/^row 4: admin .*; table .*; seat /),
    ]);
  });

  it('refuses an empty file', () => {
    expect(parseGuests(`${header}\n`).problems).toEqual(['the file has no guests']);
  });
});
