import type { Call } from '../../api/calls';
import { byName, guests, toGuest } from '../guests';
import { guestsCsv } from './export-csv';

/** GET /admin/export: the whole list as a CSV file, in the import's columns. */
export async function exportGuests({ catalog, res }: Call<'GET /admin/export'>) {
  const list = (await guests().get()).docs
    .map(toGuest)
    .filter((guest) => guest !== null)
    .sort(byName);
  const day = new Date().toISOString().slice(0, 10);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="guests-${day}.csv"`);
  res.status(200).send(guestsCsv(list, catalog));
}
