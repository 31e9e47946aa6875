import type { Request, Response } from 'express';
import { requireConsoleAdmin } from '../../lib/admin-actor';
import { guests, toGuest } from '../../domain/guests/guests';
import { ok } from '../../platform/respond';
import { summarise } from '../../domain/guests/summary';

/** GET /admin/summary: the numbers for the couple and the caterer. */
export async function getSummary(req: Request, res: Response) {
  await requireConsoleAdmin(req);
  const all = (await guests().get()).docs.map(toGuest).filter((guest) => guest !== null);
  ok(res, 'Summary.', summarise(all));
}
