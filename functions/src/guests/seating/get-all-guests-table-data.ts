import type { TableSummary } from '@contract/guest-admin';
import { seatOrder } from '@contract/seating';
import type { Call } from '../../api/calls';
import { wedding } from '@config';
import { byName, guests, toGuest, type Guest } from '../guests';
import { ok } from '../../platform/respond';

function tableSummaries(all: Guest[]): TableSummary[] {
  return wedding.tables.map((table) => ({
    table,
    guests: all
      .filter((guest) => guest.table === table)
      .sort((a, b) => seatOrder(a, b) || byName(a, b))
      .map(({ tpos, first, last, id }) => ({ tpos, first, last, id })),
  }));
}

export async function getAllGuestsTableData({ res }: Call<'GET /get-all-guests-table-data/{userId}'>) {
  const snap = await guests().get();
  const all = snap.docs.map(toGuest).filter((guest) => guest !== null);
  ok(res, 'Tables loaded.', tableSummaries(all));
}
