import { guestDefaults } from '@contract/guest';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { Guest } from '../guests';
import { FILE_CATALOG } from '@contract/events';
import { importResult, planImport as planIn } from './plan';
import { readCsv as readIn } from './read-csv';

// The rules read the catalog wedding.config.ts describes (a new site's).
const readCsv = (csv: string) => readIn(csv, FILE_CATALOG);
const planImport = (rows: Parameters<typeof planIn>[0], existing: Guest[], selfId: string | null, now: Timestamp) =>
  planIn(rows, existing, selfId, FILE_CATALOG, now);

const guest = (id: string, fields: Partial<Guest>): Guest => ({
  ...guestDefaults,
  id,
  first: 'First',
  last: 'Last',
  invtId: 'inv',
  problems: [],
  ...fields,
});
const existing = [
  guest('grace', { first: 'Grace', last: 'Harper', phone: '+13055550100', invtId: 'couple', isAdmin: true }),
  guest('walter', { first: 'Walter', last: 'Harper', invtId: 'harper' }),
  guest('hana', { first: 'Hana', last: 'Kim', phone: '+13055550117', invtId: 'kim', rsvp: true, plate: 'plate1' }),
];
const now = Timestamp.fromMillis(1_800_000_000_000);
const plan = (csv: string, selfId: string | null = null) => {
  const { rows, errors } = readCsv(csv);
  expect(errors).toEqual([]);
  return importResult(planImport(rows, existing, selfId, now));
};

describe('planImport', () => {
  it('matches by id, else by phone, else by first and last name within the invitation', () => {
    const result = plan(
      'id,first,last,phone,invitation,table\n' +
        'walter,,,,,table 2\n' + // by id
        ',Hana,Kim,305-555-0117,,table 3\n' + // by phone (the same name)
        ',grace,HARPER,,couple,Sweet heart\n' + // by name within the invitation
        ',Walter,Harper,,other,table 4\n', // same name, other invitation: new
    );
    expect(result).toMatchObject({ added: 1, updated: 3, unchanged: 0, errors: [] });
    expect(result.rows.map((row) => [row.row, row.action, row.id])).toEqual([
      [2, 'update', 'walter'],
      [3, 'update', 'hana'],
      [4, 'update', 'grace'],
      [5, 'add', null],
    ]);
    expect(result.rows[1]?.changes).toEqual({ table: ['', 'table 3'] });
  });

  it("makes a row whose phone is another guest's, under a different name, that row's error (section 28)", () => {
    const { rows, errors } = readCsv(
      'first,last,phone,invitation\nHanna,Kim,305-555-0117,kim\nZoe,Late,305-555-0117,late\n',
    );
    expect(errors).toEqual([]);
    const result = importResult(planImport(rows, existing, null, now));
    expect(result.rows).toEqual([]);
    expect(result.errors).toEqual([
      {
        row: 2,
        message:
          "(305) 555-0117 is already Hana Kim's number, but this row names Hanna Kim: fix the phone, or put Hana Kim's id in the id column to rename them",
      },
      {
        row: 3,
        message:
          "(305) 555-0117 is already Hana Kim's number, but this row names Zoe Late: fix the phone, or put Hana Kim's id in the id column to rename them",
      },
    ]);
    // With the id, a rename is meant.
    expect(plan('id,first,phone\nhana,Hanna,305-555-0117\n').rows[0]?.changes).toEqual({ first: ['Hana', 'Hanna'] });
  });

  it('records rsvp no / false / 0 (English or Spanish, quoted or not) as a decline, and counts the declines', () => {
    const result = plan(
      'first,last,invitation,rsvp\n' +
        'Walter,Harper,harper,no\n' + // never answered: now a decline
        'Ana,Uno,new1,"""falso"""\n' +
        'Ben,Dos,new2,0\n' +
        'Cleo,Tres,new3,FALSE\n' +
        'Dan,Cuatro,new4,sí\n',
    );
    expect(result).toMatchObject({ added: 4, updated: 1, declines: 4, errors: [] });
    expect(result.rows[0]).toMatchObject({
      id: 'walter',
      changes: { respondedAt: [null, now.toDate().toISOString()] },
    });
  });

  it('counts a row that changes nothing as unchanged', () => {
    expect(plan('first,last,invitation\nWalter,Harper,harper\n')).toMatchObject({ unchanged: 1, updated: 0, added: 0 });
  });

  it('clears the meal and records the answer when an RSVP turns to no', () => {
    const result = plan('id,rsvp\nhana,no\n');
    expect(result.rows[0]?.changes).toEqual({
      rsvp: [true, false],
      plate: ['plate1', ''],
      respondedAt: [null, new Date(1_800_000_000_000).toISOString()],
      answeredVia: [null, 'import'],
    });
  });

  it.each([
    ['an unknown id', 'id,first\nnobody,X\n', 2, "no guest has the id 'nobody'; leave id empty to add a new guest"],
    ['a new guest without an invitation', 'first,last\nZoe,Late\n', 2, expect.stringMatching(/^invitation is empty/)],
    ['a meal without an RSVP', 'id,meal\nwalter,plate1\n', 2, "meal 'plate1' is given but rsvp is not yes"],
    ['a seat without a table', 'id,seat\nwalter,3\n', 2, 'seat 4 (tpos 3) needs a table'],
    [
      'the same guest twice',
      'id,table\nwalter,table 1\nwalter,table 2\n',
      3,
      'Walter Harper is already on row 2 of this file',
    ],
    ["another guest's phone", 'id,phone\nwalter,(305) 555-0117\n', 2, "(305) 555-0117 is already Hana Kim's number"],
    [
      'one new phone twice',
      'first,invitation,phone\nZoe,late,3055550190\nZed,late,3055550190\n',
      3,
      "(305) 555-0190 is already Zoe's number on row 2",
    ],
  ])('refuses %s, naming the row', (_case, csv, row, message) => {
    const { rows } = readCsv(csv);
    const result = importResult(planImport(rows, existing, null, now));
    expect(result.errors).toEqual([{ row, message }]);
  });

  it('lets a phone move from one guest to another in the same file', () => {
    const result = plan('id,phone\nhana,3055550190\nwalter,3055550117\n');
    expect(result.errors).toEqual([]);
    expect(result.updated).toBe(2);
  });

  it('refuses an admin who would remove their own admin access', () => {
    const { rows } = readCsv('id,admin\ngrace,no\n');
    expect(importResult(planImport(rows, existing, 'grace', now)).errors).toEqual([
      { row: 2, message: 'you cannot remove your own admin access or disable your own invitation' },
    ]);
  });
});
