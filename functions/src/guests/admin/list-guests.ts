import type { Call } from '../../api/calls';
import { toConsoleGuest } from '../console-guest';
import { byName, guests, toGuest } from '../guests';
import { ok } from '../../platform/respond';

/** GET /admin/guests: every guest, with what the console shows and any problem with their document. */
export async function listGuests({ res }: Call<'GET /admin/guests'>) {
  const list = (await guests().get()).docs
    .map(toGuest)
    .filter((guest) => guest !== null)
    .sort(byName)
    .map(toConsoleGuest);
  ok(res, `${list.length} guest${list.length === 1 ? '' : 's'}.`, list);
}
