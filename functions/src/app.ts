import express, { type NextFunction, type Request, type Response } from 'express';
import { logger } from 'firebase-functions';
import { createGuestCall } from './api/admin/create-guest';
import { deleteGuestCall } from './api/admin/delete-guest';
import { listDeletedGuests } from './api/admin/deleted-guests';
import { exportGuests } from './api/admin/export-guests';
import { guestHistory } from './api/admin/guest-history';
import { importGuestsCall } from './api/admin/import-guests';
import { listGuests } from './api/admin/list-guests';
import { getSettings, putSettings } from './api/admin/settings';
import { getSummary } from './api/admin/summary';
import { updateGuestCall } from './api/admin/update-guest';
import { getAllGuestData } from './api/get-all-guest-data';
import { getAllGuestsTableData } from './api/get-all-guests-table-data';
import { getInvitation } from './api/get-invitation';
import { guestAuth } from './api/guest-auth';
import { sendMessageToGuest } from './api/send-message-to-guest';
import { updateGuestTable } from './api/update-guest-table';
import { updateGuests } from './api/update-guests';
import { verifyPhone } from './api/verify-phone';
import { corsPolicy } from './lib/cors';
import { isEmulator } from './lib/firebase';
import { installReadCounter, runCountingReads } from './lib/read-counter';
import { ApiError, fail } from './lib/respond';

type Handler = (req: Request, res: Response) => Promise<void>;

export const MAX_BODY_BYTES = 16 * 1024;
/** POST /admin/import carries a whole guest list. */
export const IMPORT_BODY_BYTES = 2 * 1024 * 1024;
const withBody = new Set(['POST', 'PATCH', 'PUT']);

/** Firestore gave up on a transaction that kept colliding with others (gRPC ABORTED). */
function isContention(error: unknown) {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 10;
}

/** Runs a handler; an ApiError becomes its answer, anything else a logged 500. */
function handle(handler: Handler) {
  return (req: Request, res: Response) => {
    handler(req, res).catch((error: unknown) => {
      if (error instanceof ApiError) return fail(res, error.code, error.message);
      if (isContention(error)) return fail(res, 409, 'Someone else saved at the same moment. Please try again.');
      logger.error('unexpected error', { path: req.path, error: error instanceof Error ? error.message : 'unknown' });
      fail(res, 500, 'Something went wrong on our side. Please try again.');
    });
  };
}

/**
 * The Functions runtime parses JSON before express sees it and keeps the bytes in rawBody;
 * parse those ourselves so bad JSON and oversize bodies get our answers.
 */
function jsonBody(req: Request, res: Response, next: NextFunction) {
  if (!withBody.has(req.method)) return next();
  const raw = (req as Request & { rawBody?: Buffer }).rawBody;
  if (!raw) return next();
  const max = req.path.endsWith('/admin/import') ? IMPORT_BODY_BYTES : MAX_BODY_BYTES;
  if (raw.length > max) return fail(res, 413, 'The request is too large.');
  if (!(req.headers['content-type'] ?? '').includes('application/json')) {
    return fail(res, 415, 'Please send JSON (Content-Type: application/json).');
  }
  try {
    req.body = raw.length ? JSON.parse(raw.toString('utf8')) : undefined;
  } catch {
    return fail(res, 400, 'The request body is not valid JSON.');
  }
  next();
}

export function routes() {
  const router = express.Router();
  router.post('/verify-phone', handle(verifyPhone));
  router.post('/guest-auth', handle(guestAuth));
  router.get('/get-invitation/:invtId', handle(getInvitation));
  router.post('/update-guests', handle(updateGuests));
  router.get('/get-all-guest-data/:userId', handle(getAllGuestData));
  router.post('/update-guest-table', handle(updateGuestTable));
  router.post('/send-message-to-guest', handle(sendMessageToGuest));
  router.get('/get-all-guests-table-data/:userId', handle(getAllGuestsTableData));
  // The couple's console (DESIGN section 13).
  router.get('/admin/guests', handle(listGuests));
  router.post('/admin/guests', handle(createGuestCall));
  router.patch('/admin/guests/:id', handle(updateGuestCall));
  router.delete('/admin/guests/:id', handle(deleteGuestCall));
  router.get('/admin/guests/:id/history', handle(guestHistory));
  router.get('/admin/deleted-guests', handle(listDeletedGuests));
  router.post('/admin/import', handle(importGuestsCall));
  router.get('/admin/export', handle(exportGuests));
  router.get('/admin/summary', handle(getSummary));
  router.get('/admin/settings', handle(getSettings));
  router.put('/admin/settings', handle(putSettings));
  return router;
}

export function createApp() {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  if (isEmulator) {
    installReadCounter();
    app.use((_req, _res, next) => runCountingReads(next));
  }
  app.use(corsPolicy());
  app.use(express.raw({ type: () => true, limit: IMPORT_BODY_BYTES }), (req, _res, next) => {
    // Outside the Functions runtime (tests), express.raw leaves the bytes in req.body.
    const holder = req as Request & { rawBody?: Buffer };
    if (!holder.rawBody && Buffer.isBuffer(req.body)) holder.rawBody = req.body;
    next();
  });
  app.use(jsonBody);
  // Through the Hosting rewrite the path starts with /bcw; called directly it does not, and the
  // functions emulator can leave its own /{project}/{region}/bcw prefix on it.
  const api = routes();
  app.use('/bcw', api);
  app.use('/:project/:region/bcw', api);
  app.use(api);
  app.use((req: Request, res: Response) => fail(res, 404, `Not found: ${req.method} ${req.path}`));
  app.use((error: { status?: number; type?: string }, _req: Request, res: Response, _next: NextFunction) => {
    if (error.type === 'entity.too.large' || error.status === 413) return fail(res, 413, 'The request is too large.');
    if (error.status && error.status >= 400 && error.status < 500)
      return fail(res, error.status, 'The request is not valid.');
    logger.error('unexpected error', { message: error instanceof Error ? error.message : 'unknown' });
    fail(res, 500, 'Something went wrong on our side. Please try again.');
  });
  return app;
}
