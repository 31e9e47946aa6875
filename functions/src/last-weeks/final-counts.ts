import type { FinalCountsData } from '@contract/last-weeks';
import type { Call } from '../api/calls';
import { guests, toGuest, type Guest } from '../guests/guests';
import { readFinalCounts, readFinalCountSettings } from './final-count';
import { finalFigures } from './final-figures';
import { ok } from '../platform/respond';
import { arrivalsToday } from '../day/day-store';

/** GET /admin/final-counts: each event's frozen figures (null before the freeze) beside today's. */
export async function getFinalCounts({ catalog, res }: Call<'GET /admin/final-counts'>) {
  const [settings, frozen, snap, arrivals] = await Promise.all([
    readFinalCountSettings(),
    readFinalCounts(),
    guests().get(),
    arrivalsToday(Date.now()),
  ]);
  const all = snap.docs.map(toGuest).filter((guest): guest is Guest => guest !== null);
  const current = finalFigures(all, catalog);
  const data: FinalCountsData = {
    finalCountAt: settings.finalCountAt?.toDate().toISOString() ?? null,
    events: current.map(({ id, name, attending, meals, dietary }) => ({
      id,
      name,
      frozen: frozen.get(id) ?? null,
      current: { attending, meals, dietary },
    })),
    arrivals: arrivals(all),
  };
  ok(res, 'Final counts.', data);
}
