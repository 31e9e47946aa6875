import type { Call } from '../api/calls';
import { runLastWeeks } from './tick';
import { ok } from '../platform/respond';

/** POST /tasks/last-weeks: the emulator launcher's ticker; production runs the same every minute. */
export async function lastWeeksCall({ body, res }: Call<'POST /tasks/last-weeks'>) {
  const result = await runLastWeeks(body.now ? Date.parse(body.now) : Date.now());
  ok(res, result.frozen ? 'The final count was frozen.' : 'Nothing was due.', result);
}
