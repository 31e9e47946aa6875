import type { Request, Response } from 'express';
import { requireConsoleAdmin } from '../../../lib/admin-actor';
import { toConsoleGuest } from '../../../domain/guests/console-guest';
import { byName, guests, toGuest } from '../../../domain/guests/guests';
import { ok } from '../../../platform/respond';

/** GET /admin/guests: every guest, with what the console shows and any problem with their document. */
export async function listGuests(req: Request, res: Response) {
  await requireConsoleAdmin(req);
  const list = (await guests().get()).docs
    .map(toGuest)
    .filter((guest) => guest !== null)
    .sort(byName)
    .map(toConsoleGuest);
  ok(res, `${list.length} guest${list.length === 1 ? '' : 's'}.`, list);
}
