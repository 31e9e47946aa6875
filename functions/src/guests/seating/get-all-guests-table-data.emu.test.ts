import { describe, expect, it } from 'vitest';
import demoGuests from '@launcher/demo-guests.json';
import { wedding } from '@config';
import { db, get } from '@testing/testing';
import { describeAdminOnly, useSignedInCast, type AdminCaller } from '@testing/admin-auth-matrix';
import type { TableSummary } from '@contract/guest-admin';

const cast = useSignedInCast();
const listTables = ({ token, uid }: AdminCaller) =>
  get<TableSummary[]>(`/get-all-guests-table-data/${encodeURIComponent(uid)}`, { token });
const asAdmin = async () => (await listTables({ token: cast().admin.idToken, uid: cast().admin.id })).body.data!;
const tableNamed = (tables: TableSummary[], name: string) => tables.find((entry) => entry.table === name)!;

describe('GET /bcw/get-all-guests-table-data/:userId', () => {
  describeAdminOnly(cast, listTables);

  it('lists every table option in option order, empty ones included', async () => {
    const tables = await asAdmin();
    expect(tables.map((entry) => entry.table)).toEqual(wedding.tables);
    expect(tableNamed(tables, 'table 12').guests).toEqual([]);
  });

  it('lists each seated guest once, with seat, name and id', async () => {
    const tables = await asAdmin();
    const seated = tables.flatMap((entry) => entry.guests);
    expect(seated).toHaveLength(demoGuests.filter((guest) => guest.table !== '').length);
    expect(tableNamed(tables, 'sweet heart').guests).toEqual([
      { tpos: '0', first: 'Grace', last: 'Harper', id: 'grace-harper' },
      { tpos: '1', first: 'Daniel', last: 'Okafor', id: 'daniel-okafor' },
    ]);
  });

  it('orders guests by seat number, so seat 10 comes after seat 2', async () => {
    await db.collection('guests').doc('margaret-harper').update({ tpos: '10' });
    const seats = tableNamed(await asAdmin(), 'table 1').guests.map((guest) => guest.tpos);
    expect(seats).toEqual(['1', '2', '3', '4', '10']);
  });
});
