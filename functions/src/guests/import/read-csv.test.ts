import { describe, expect, it } from 'vitest';
import { FILE_CATALOG } from '@contract/events';
import { readCsv as readIn } from './read-csv';

// The rules read the catalog wedding.config.ts describes (a new site's).
const readCsv = (csv: string) => readIn(csv, FILE_CATALOG);

const header = 'first,last,phone,invitation,admin,disabled,table,seat';

describe('readCsv', () => {
  it('reads guests, normalising phones, tables, meals and yes/no columns', () => {
    const { rows, errors } = readCsv(
      `${header},rsvp,meal\nGrace,Harper,(305) 555-0100,couple,Yes,,Sweet heart,1,yes,Soy glazed salmon\nWalter,Harper,,harper,,no,Table 3,,,\n`,
    );
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      {
        row: 2,
        values: {
          first: 'Grace',
          last: 'Harper',
          phone: '+13055550100',
          invtId: 'couple',
          isAdmin: true,
          table: 'sweet heart',
          tpos: '1',
          rsvp: true,
          plate: 'plate2',
        },
      },
      { row: 3, values: { first: 'Walter', last: 'Harper', invtId: 'harper', disabled: false, table: 'table 3' } },
    ]);
  });

  it.each(['305-555-0100', '305.555.0100', '(305)555-0100', '+1 305 555 0100', '1 (305) 555-0100', '3055550100'])(
    'reads the phone %s as +13055550100',
    (phone) => {
      expect(readCsv(`first,phone\nGrace,"${phone}"\n`).rows[0]?.values.phone).toBe('+13055550100');
    },
  );

  it('leaves blank cells out: they change nothing', () => {
    expect(readCsv('first,last,phone\nHana,,\n').rows).toEqual([{ row: 2, values: { first: 'Hana' } }]);
  });

  it('names the row, the field and the fix for every problem', () => {
    const { errors } = readCsv(
      `${header},meal,language\n,Harper,,harper,,,,,,\nWei,Chen,(305) 555-01,chen,,,,,,\nLily,Chen,,chen,maybe,,,,,\n` +
        'Ana,Ruiz,,ruiz,,,,,,\nBo,Li,,li,,,14,11,fish,fr\n',
    );
    expect(errors).toEqual([
      { row: 3, message: '(305) 555-01 is not a full US phone number: type the 10 digits, like (305) 555-0123' },
      { row: 4, message: "admin 'maybe' should be yes or no" },
      { row: 6, message: 'table 14 does not exist; tables are Sweet heart and table 1 to table 12' },
      { row: 6, message: 'seat 11 does not exist; seats are 0 to 10' },
      {
        row: 6,
        message:
          "meal 'fish' is not on the menu; meals are Chicken rollatini (plate1) and Soy glazed salmon (plate2) and Children's pasta (plate3)",
      },
      { row: 6, message: "language 'fr' should be en or es" },
    ]);
  });

  it('counts rows as a spreadsheet does, skipping blank ones', () => {
    const { rows } = readCsv('first,invitation\n\nHana,kim\n,\nLily,chen\n');
    expect(rows.map((row) => row.row)).toEqual([3, 5]);
  });

  it('refuses an unknown column, naming the ones it knows', () => {
    expect(readCsv('first,invitation,frist\nHana,kim,x\n').errors[0]).toEqual({
      row: 1,
      message: expect.stringMatching(/^unknown column 'frist'; columns are id, first, last, phone, invitation/),
    });
  });

  it('reads the export back: BOM, quotes, guarded formulas, skipped columns', () => {
    const { rows, errors } = readCsv(
      '\uFEFF"id","first","last","phone","invitation","opted out","last text status"\r\n"g1","\'=Bob","\'+Plus","(305) 555-0100","inv","no","failed"\r\n',
    );
    expect(errors).toEqual([]);
    expect(rows[0]?.values).toEqual({ id: 'g1', first: '=Bob', last: '+Plus', phone: '+13055550100', invtId: 'inv' });
  });

  it('refuses an empty file', () => {
    expect(readCsv(`${header}\n`).errors).toEqual([{ row: 1, message: 'the file has no guests' }]);
  });
});

describe('readCsv: the seat as people read it beside the stored tpos', () => {
  const seatOf = (csv: string) => {
    const { rows, errors } = readCsv(csv);
    return errors.length ? errors.map((error) => error.message) : rows[0]?.values.tpos;
  };

  it("reads the export's pair back: seat 2 is tpos '1'", () => {
    expect(seatOf('first,table,seat,tpos\nAda,table 1,2,1\n')).toBe('1');
  });

  it('takes either one alone when the other is blank', () => {
    expect(seatOf('first,table,seat,tpos\nAda,table 1,11,\n')).toBe('10');
    expect(seatOf('first,table,seat,tpos\nAda,table 1,,0\n')).toBe('0');
  });

  it('says so when they name different seats, or a seat that does not exist', () => {
    expect(seatOf('first,table,seat,tpos\nAda,table 1,5,1\n')).toEqual([
      'seat 5 and tpos 1 are different seats (seat 5 is tpos 4); change one of them or clear the other',
    ]);
    expect(seatOf('first,table,seat,tpos\nAda,table 1,0,\n')).toEqual(['seat 0 does not exist; seats are 1 to 11']);
    expect(seatOf('first,table,tpos\nAda,table 1,11\n')).toEqual([
      'tpos 11 does not exist; positions are 0 to 10 (seat 1 is tpos 0)',
    ]);
  });

  it('reads a file without a tpos column as before: its seat column holds the stored position', () => {
    expect(seatOf('first,table,seat\nAda,table 1,0\n')).toBe('0');
  });
});

describe('readCsv on hostile cells', () => {
  const spaces = ' '.repeat(100_000);
  const columns = ['first', 'last', 'phone', 'invitation', 'dietary', 'meal', 'table', 'seat', 'admin', 'language'];

  it.each(columns)('reads a 100 KB cell of spaces in the %s column in well under a second', (column) => {
    for (const cell of [spaces, `a${spaces}b`, `"a${spaces}\n${spaces}b"`, `"${spaces}\r\n${spaces}"`]) {
      const started = performance.now();
      readCsv(`first,${column}\nAda,${cell}\n`);
      expect(performance.now() - started).toBeLessThan(250);
    }
  });

  it('still folds line breaks in a dietary note, with the spaces around them, into one space', () => {
    const { rows } = readCsv('first,dietary\nAda,"no nuts  \r\n \n  or shellfish\nplease"\n');
    expect(rows[0]?.values.dietary).toBe('no nuts or shellfish please');
  });
});
