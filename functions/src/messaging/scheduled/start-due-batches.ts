import type { Call } from '../../api/calls';
import { ok } from '../../platform/respond';
import { startDueBatches } from './scheduled-batches';

/** POST /tasks/start-due-batches: the emulator launcher's ticker; production runs the same from a schedule. */
export async function startDueBatchesCall({ res }: Call<'POST /tasks/start-due-batches'>) {
  const started = await startDueBatches();
  ok(res, `${started.length} scheduled batch${started.length === 1 ? '' : 'es'} started.`, { started });
}
