import express, { type NextFunction, type Request, type Response } from 'express';
import { logger } from 'firebase-functions';
import { fail } from '../platform/respond';
import { Refusal } from '../platform/refusal';
import { answerRefusal, resolveCall } from './calls';
import { routeTable } from './routes';
import { requireSmsSettings } from '../platform/sms/require-settings';
import { isTwilioWebhook } from '../platform/sms/twilio-webhook';
import { isUnsubscribePath } from '../platform/email/unsubscribe-links';
import { CONTENT_BODY_BYTES } from '../content/body-limit';

type Handler = (req: Request, res: Response) => Promise<unknown>;

const MAX_BODY_BYTES = 16 * 1024;
/** POST /admin/import carries a whole guest list. */
const IMPORT_BODY_BYTES = 2 * 1024 * 1024;
/** The largest body a path takes. */
function bodyLimit(path: string): number {
  if (path.endsWith('/admin/import')) return IMPORT_BODY_BYTES;
  if (path.endsWith('/admin/content')) return CONTENT_BODY_BYTES;
  return MAX_BODY_BYTES;
}

/** The 413 answer, naming the limit. */
const tooLarge = (max: number) =>
  `The request is too large: this call takes at most ${max >= 1024 * 1024 ? `${max / (1024 * 1024)} MB` : `${max / 1024} KB`} (${max} bytes).`;
const withBody = new Set(['POST', 'PATCH', 'PUT']);
const isPhotoUpload = (path: string) => path.endsWith('/admin/photos');

/** Firestore gave up on a transaction that kept colliding with others (gRPC ABORTED). */
function isContention(error: unknown) {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 10;
}

/** Runs a handler; a refusal becomes its answer (`answerRefusal`), anything else a logged 500. */
function handle(handler: Handler) {
  return (req: Request, res: Response) => {
    handler(req, res).catch((error: unknown) => {
      if (error instanceof Refusal) return answerRefusal(res, error);
      if (isContention(error)) return fail(res, 409, 'Someone else saved at the same moment. Please try again.');
      logger.error('unexpected error', error, { path: req.path }); // the Error itself: its stack groups it in Error Reporting
      fail(res, 500, 'Something went wrong on our side. Please try again.');
    });
  };
}

/**
 * The body's media type must be exactly application/json (parameters such as charset allowed). A mere
 * substring check let 'text/plain; application/json' through: a "simple" type that browsers send cross-site
 * without a CORS preflight, so any page could make its visitors' browsers request codes.
 */
function isJsonMediaType(contentType: string | undefined): boolean {
  const mediaType = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return mediaType === 'application/json';
}

/**
 * The Functions runtime parses JSON before express sees it and keeps the bytes in rawBody;
 * parse those ourselves so bad JSON and oversize bodies get our answers.
 */
function jsonBody(req: Request, res: Response, next: NextFunction) {
  // Twilio's webhooks and one-click unsubscribes post forms, which their handlers read themselves if at all.
  if (!withBody.has(req.method) || isTwilioWebhook(req.path) || isUnsubscribePath(req.path)) return next();
  // A photo upload's body is the image itself, which its handler checks (type 415, size 413).
  if (isPhotoUpload(req.path)) return next();
  const raw = (req as Request & { rawBody?: Buffer }).rawBody;
  if (!raw || raw.length === 0) {
    req.body = undefined;
    return next();
  }
  const max = bodyLimit(req.path);
  if (raw.length > max) return fail(res, 413, tooLarge(max));
  if (!isJsonMediaType(req.headers['content-type'])) {
    return fail(res, 415, 'Please send JSON (Content-Type: application/json).');
  }
  try {
    req.body = raw.length ? JSON.parse(raw.toString('utf8')) : undefined;
  } catch {
    return fail(res, 400, 'The request body is not valid JSON.');
  }
  next();
}

/** The route table mounted on a router: each route's caller and body are checked before its handler runs. */
function routes() {
  const router = express.Router();
  for (const route of routeTable) {
    router[route.method](
      route.path,
      handle(async (req, res) => route.handler((await resolveCall(route, req, res)) as never)),
    );
  }
  return router;
}

export function createApp() {
  const app = express();
  app.disable('x-powered-by');
  // req.ip is never used: the client's address for rate limits comes from platform/client-address.ts's clientAddress (through rate-limit's requestAddress).
  app.set('trust proxy', false);
  // No answer of this API may be stored by a browser or a CDN: the guest-auth answer holds a token.
  app.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  // No CORS: the site calls the API on its own origin (Hosting's /bcw rewrite; Vite's dev proxy), so no
  // other origin is ever given permission to read an answer or send a preflighted request.
  app.use(requireSmsSettings);
  app.use(
    express.raw({ type: () => true, limit: Math.max(IMPORT_BODY_BYTES, CONTENT_BODY_BYTES) }),
    (req, _res, next) => {
      // Outside the Functions runtime (tests), express.raw leaves the bytes in req.body.
      const holder = req as Request & { rawBody?: Buffer };
      if (!holder.rawBody && Buffer.isBuffer(req.body)) holder.rawBody = req.body;
      next();
    },
  );
  app.use(jsonBody);
  // Through the Hosting rewrite the path starts with /bcw; called directly it does not, and the
  // functions emulator can leave its own /{project}/{region}/bcw prefix on it.
  const api = routes();
  app.use('/bcw', api);
  app.use('/:project/:region/bcw', api);
  app.use(api);
  app.use((req: Request, res: Response) => fail(res, 404, `Not found: ${req.method} ${req.path}`));
  app.use((error: { status?: number; type?: string }, req: Request, res: Response, _next: NextFunction) => {
    if (error.type === 'entity.too.large' || error.status === 413) return fail(res, 413, tooLarge(bodyLimit(req.path)));
    if (error.status && error.status >= 400 && error.status < 500)
      return fail(res, error.status, 'The request is not valid.');
    logger.error('unexpected error', error, { path: req.path });
    fail(res, 500, 'Something went wrong on our side. Please try again.');
  });
  return app;
}
