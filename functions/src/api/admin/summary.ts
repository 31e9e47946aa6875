import type { Request, Response } from 'express';
import { requireConsoleAdmin } from '../../lib/admin-actor';
import { guests, toGuest } from '../../lib/guests';
import { ok } from '../../lib/respond';
import { summarise } from '../../lib/summary';

/** GET /admin/summary: the numbers for the couple and the caterer. */
export async function getSummary(req: Request, res: Response) {
  await requireConsoleAdmin(req);
  const all = (await guests().get()).docs.map(toGuest).filter((guest) => guest !== null);
  ok(res, 'Summary.', summarise(all));
}
