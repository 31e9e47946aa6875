import type { Call } from '../api/calls';
import { guests, toGuest } from './guests';
import { ok } from '../platform/respond';
import { summarise } from './summary';
import { arrivalsToday } from '../day/day-store';

/** GET /admin/summary: the numbers for the couple and the caterer. */
export async function getSummary({ catalog, res }: Call<'GET /admin/summary'>) {
  const [snap, arrivals] = await Promise.all([guests().get(), arrivalsToday(Date.now())]);
  const all = snap.docs.map(toGuest).filter((guest) => guest !== null);
  ok(res, 'Summary.', { ...summarise(all, catalog), arrivals: arrivals(all) });
}
