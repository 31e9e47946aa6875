import type { Request, Response } from 'express';
import { requireConsoleAdmin } from '../../lib/admin-actor';
import { byName, guests, toGuest } from '../../domain/guests/guests';
import { guestsCsv } from '../../domain/guest-import/export-csv';

/** GET /admin/export: the whole list as a CSV file (DESIGN section 13 columns). */
export async function exportGuests(req: Request, res: Response) {
  await requireConsoleAdmin(req);
  const list = (await guests().get()).docs
    .map(toGuest)
    .filter((guest) => guest !== null)
    .sort(byName);
  const day = new Date().toISOString().slice(0, 10);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="guests-${day}.csv"`);
  res.status(200).send(guestsCsv(list));
}
