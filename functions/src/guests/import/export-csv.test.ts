import { guestDefaults } from '@contract/guest';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { Guest } from '../guests';
import { FILE_CATALOG } from '@contract/events';
import { guestsCsv as csvIn, neutralise } from './export-csv';
import { readCsv as readIn } from './read-csv';

// The rules read the catalog wedding.config.ts describes (a new site's).
const guestsCsv = (list: Guest[]) => csvIn(list, FILE_CATALOG);
const readCsv = (csv: string) => readIn(csv, FILE_CATALOG);

const aGuest = (fields: Partial<Guest>): Guest => ({
  ...guestDefaults,
  id: 'g1',
  first: 'Grace',
  last: 'Harper',
  invtId: 'inv-couple',
  problems: [],
  ...fields,
});

describe('guestsCsv', () => {
  it('starts with a UTF-8 BOM and the export header, one CRLF row per guest, quoting only where needed', () => {
    const csv = guestsCsv([
      aGuest({ phone: '+13055550100', rsvp: true, plate: 'plate2', table: 'sweet heart', tpos: '1' }),
    ]);
    expect(csv.split('\r\n')[0]).toBe(
      '\uFEFFid,first,last,phone,invitation,rsvp,responded,meal,dietary,table,seat,tpos,admin,disabled,language,opted out,last text,last text status,events,age,plus ones,companion of,event welcome,event brunch,question shuttle,question song,email,email opted out,address_line1,address_line2,city,region,postal_code,country',
    );
    expect(csv.split('\r\n')[1]).toBe(
      'g1,Grace,Harper,(305) 555-0100,inv-couple,yes,,Soy glazed salmon,,Sweet heart,2,1,no,no,en,no,,,,adult,0,,,,,,,no,,,,,,',
    );
  });

  it.each(['=HYPERLINK("http://x")', '+1+1', '-2', '@SUM(A1)', '\tTab', '\rCR'])(
    'keeps a cell starting like a formula (%j) from running',
    (name) => {
      const csv = guestsCsv([aGuest({ first: name })]);
      const [, row] = Papa.parse<string[]>(csv.slice(1)).data;
      expect(row?.[1]).toBe(`'${name}`);
    },
  );

  it('leaves ordinary text alone', () => {
    expect(neutralise('María José')).toBe('María José');
    expect(neutralise('')).toBe('');
  });

  it('keeps accents and commas intact', () => {
    const csv = guestsCsv([aGuest({ first: 'José, Jr.', dietary: 'No nuts, "none at all"' })]);
    const [, row] = Papa.parse<string[]>(csv.slice(1)).data;
    expect(row?.slice(1, 2)).toEqual(['José, Jr.']);
    expect(row?.[8]).toBe('No nuts, "none at all"');
    expect(csv).toContain('"José, Jr."');
    expect(csv).toContain('"No nuts, ""none at all"""');
  });

  it('reads back as the same guest, formulas and all', () => {
    const guest = aGuest({
      first: '=Bob',
      phone: '+13055550100',
      rsvp: true,
      plate: 'plate1',
      table: 'table 3',
      tpos: '2',
    });
    const { rows, errors } = readCsv(guestsCsv([guest]));
    expect(errors).toEqual([]);
    expect(rows[0]?.values).toMatchObject({
      id: 'g1',
      first: '=Bob',
      phone: '+13055550100',
      rsvp: true,
      plate: 'plate1',
      table: 'table 3',
      tpos: '2',
      isAdmin: false,
      language: 'en',
    });
  });
});
