import { importBody } from '@contract/admin';
import { firstIssue } from '@contract/issues';
import type { Request, Response } from 'express';
import { logger } from 'firebase-functions';
import { requireConsoleAdmin } from '../../lib/admin-actor';
import { importMessage, runImport } from '../../domain/guest-import/run-import';
import { ApiError, fail, ok } from '../../platform/respond';

/**
 * POST /admin/import {csv, dryRun}: the preview (dryRun) or the import itself. Any bad row: 400 with
 * every row's problem in data.errors, and nothing written.
 */
export async function importGuestsCall(req: Request, res: Response) {
  const by = await requireConsoleAdmin(req);
  const body = importBody.safeParse(req.body);
  if (!body.success) throw new ApiError(400, firstIssue(body.error));
  const { csv, dryRun } = body.data;
  const { result } = await runImport(csv, { dryRun, by, selfId: by.uid });
  const message = importMessage(result, dryRun);
  if (result.errors.length) return fail(res, 400, message, result);
  if (!dryRun) logger.info('guest list imported', { by: by.uid, added: result.added, updated: result.updated });
  ok(res, message, result);
}
