import type { TableSummary } from '@contract/guest-admin';
import type { Call } from '../calls';
import { wedding } from '@config';
import { byName, guests, toGuest, type Guest } from '../domain/guests/guests';
import { ok } from '../platform/respond';

/** Seat '2' before seat '10'; a guest with a table but no seat goes last. */
function bySeat(a: Guest, b: Guest): number {
  const seat = (guest: Guest) => (guest.tpos === '' ? Number.POSITIVE_INFINITY : Number(guest.tpos));
  return seat(a) - seat(b) || byName(a, b);
}

export function tableSummaries(all: Guest[]): TableSummary[] {
  return wedding.tables.map((table) => ({
    table,
    guests: all
      .filter((guest) => guest.table === table)
      .sort(bySeat)
      .map(({ tpos, first, last, id }) => ({ tpos, first, last, id })),
  }));
}

export async function getAllGuestsTableData({ res }: Call<'admin'>) {
  const snap = await guests().get();
  const all = snap.docs.map(toGuest).filter((guest) => guest !== null);
  ok(res, 'Tables loaded.', tableSummaries(all));
}
