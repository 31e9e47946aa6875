import { logger } from 'firebase-functions';
import type { Call } from '../../api/calls';
import { importMessage, runImport } from './run-import';
import { ok } from '../../platform/respond';
import { Refusal } from '../../platform/refusal';

/**
 * POST /admin/import {csv, dryRun}: the preview (dryRun) or the import itself. Any bad row: refused as
 * invalid, with every row's problem in data.errors, and nothing written.
 */
export async function importGuestsCall({ caller, body, catalog, res }: Call<'POST /admin/import'>) {
  const by = caller.actor;
  const { csv, dryRun } = body;
  const { result } = await runImport(csv, { dryRun, by, selfId: by.uid, catalog });
  const message = importMessage(result, dryRun);
  if (result.errors.length) throw new Refusal('invalid', message, { data: result });
  if (!dryRun) logger.info('guest list imported', { by: by.uid, added: result.added, updated: result.updated });
  ok(res, message, result);
}
