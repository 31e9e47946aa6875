import type { Call } from '../../calls';
import { guests, toGuest } from '../../domain/guests/guests';
import { ok } from '../../platform/respond';
import { summarise } from '../../domain/guests/summary';

/** GET /admin/summary: the numbers for the couple and the caterer. */
export async function getSummary({ res }: Call<'GET /admin/summary'>) {
  const all = (await guests().get()).docs.map(toGuest).filter((guest) => guest !== null);
  ok(res, 'Summary.', summarise(all));
}
