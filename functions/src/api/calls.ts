import { timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import { API_CALLERS, type ApiMap, type CallerKind, type RouteKey, type RouteParams } from '@contract/api-map';
import { firestoreId } from '@contract/ids';
import { firstIssue } from '@contract/issues';
import { currentGuest, requireAdmin, requireCaller, requireEnabledAdmin, type Caller } from '../sign-in/auth';
import { guests, isEnabledAdmin, toGuest, type Guest } from '../guests/guests';
import { wordsFor } from '../words';
import type { Actor } from '../guests/history';
import { actorFor } from '../guests/history';
import { isEmulator } from '../platform/firebase';
import { fail, type Answering } from '../platform/respond';
import { Refusal, type RefusalKind } from '../platform/refusal';
import { readContent } from '../content/site-content';
import { catalogOf, type Catalog } from '@contract/events';
import type { TwilioHook } from '../platform/public-url';
import { signedTwilioForm } from '../platform/sms/twilio-webhook';

/**
 * The one place a refusal becomes an HTTP status: the rules and stores of the feature rooms refuse by kind
 * (platform/refusal.ts) and know no status codes.
 */
export const REFUSAL_STATUS = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'unsupported-type': 415,
  undeliverable: 422,
  closed: 423,
  limit: 429,
  unavailable: 502,
} as const satisfies Record<RefusalKind, number>;

/** The HTTP status a refusal of `kind` answers with. */
export const refusalStatus = (kind: RefusalKind): number => REFUSAL_STATUS[kind];

/**
 * A refusal as the API answers it: its kind's status, its message and any `data`; a Retry-After header (in
 * whole seconds) where it says when to try again.
 */
export function answerRefusal(res: Response, refusal: Refusal) {
  if (refusal.retryAfterMs !== undefined) res.set('Retry-After', String(Math.ceil(refusal.retryAfterMs / 1000)));
  fail(res, refusalStatus(refusal.kind), refusal.message, refusal.data);
}

export type GuestCaller = Caller & { guest: Guest };
/** `actor`: the admin as history names them. */
export type AdminCaller = Caller & { guest: Guest; actor: Actor };
type TwilioCaller = { hook: TwilioHook };
type TaskCaller = { retryCount: number };

/**
 * Who may call a route:
 * - `public`: anyone (sign-in);
 * - `guest`: a signed-in guest whose guest document, read in this request, still backs their token;
 * - `helper`: a signed-in guest whose guest document, read now, says `helper: true` (a helper at the door on
 *   the wedding day), or an enabled admin; anyone else signed in gets 403;
 * - `admin`: an enabled admin by their guest document read now, whatever the token's claims say;
 * - `twilio`: Twilio's webhooks, proven by their X-Twilio-Signature;
 * - `task`: work the platform starts by itself. On the live site that is a task or scheduled function,
 *   verified by the platform before it runs, so no HTTP route of `bcw` is a task there (401). Under the
 *   emulator, which runs no schedules, the launcher's ticker calls these routes with its run's key.
 *
 * Each kind's caller, as its handler receives it.
 */
type Callers = {
  public: null;
  guest: GuestCaller;
  helper: AdminCaller;
  admin: AdminCaller;
  twilio: TwilioCaller;
  task: TaskCaller;
};

type Schema = z.ZodType;
type Parsed<S> = S extends Schema ? z.output<S> : undefined;
type ParamName<K extends RouteKey> = keyof RouteParams<K> & string;

/**
 * What the handler of route `K` (its key in contract/api-map.ts) receives: the verified caller, the parsed
 * body and path parameters, and the exchange. `res` carries the map's answer type, so `ok(res, message,
 * data)` takes only the data the map says the route answers.
 */
export type Call<K extends RouteKey> = {
  caller: Callers[ApiMap[K]['caller']];
  body: Parsed<ApiMap[K]['schema']>;
  params: RouteParams<K>;
  /**
   * The site's events, meals and questions (site/content), read with this request for the body and the
   * rules. Sign-in, Twilio's delivery reports and a guest's page reads (GET) read none: their handlers read
   * the content they need themselves.
   */
  catalog: Catalog;
  req: Request;
  res: Answering<ApiMap[K]['answer']>;
};

/**
 * How the server serves route `K`; its method, path and caller kind come from the key and API_CALLERS.
 * A route whose map entry names a schema must give that schema as `body`, one with path parameters a 400
 * message for each, a Twilio webhook its `hook`; the handler must take `Call<K>`.
 */
type RouteSpec<K extends RouteKey> = {
  /** The answer to a body that fails its schema, where it is not the schema's first issue. */
  badBody?: string;
  /** Parse a missing body as `{}` (every field optional). */
  emptyBodyIsObject?: boolean;
  /**
   * The original admin calls name their caller in the body (`luid`) or the path (`userId`): it must be
   * the token's uid. A path parameter is checked as an id before the caller, a body's name after.
   */
  claims?: { in: 'body'; field: 'luid' } | { in: 'params'; param: ParamName<K> };
  handler: (call: Call<K>) => Promise<unknown>;
} & (ApiMap[K]['schema'] extends Schema
  ? /** The body's schema (the form's, for Twilio): the one the map names. */
    { body: ApiMap[K]['byCatalog'] extends true ? (catalog: Catalog) => ApiMap[K]['schema'] : ApiMap[K]['schema'] }
  : { body?: undefined }) &
  ([ParamName<K>] extends [never]
    ? { params?: undefined }
    : /** Each path parameter (a Firestore id) with the 400 message when it is not one. */
      { params: Record<ParamName<K>, string> }) &
  (K extends `POST /twilio/${infer Hook extends TwilioHook}`
    ? /** Which webhook (its path's last part), for the URL its signature covers. */
      { hook: Hook }
    : { hook?: undefined });

/** The server's route table: exactly one entry for each key of the API map, none besides. */
export type RouteTable = { [K in RouteKey]: RouteSpec<K> };

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

/** A route as express mounts it and `resolveCall` checks it, its types erased so the table is one array. */
type Route = {
  key: RouteKey;
  method: Method;
  /** Express's form: `{id}` in the map is `:id` here. */
  path: string;
  caller: CallerKind;
  body?: Schema | ((catalog: Catalog) => Schema);
  badBody?: string;
  emptyBodyIsObject?: boolean;
  params?: Record<string, string>;
  claims?: { in: 'body'; field: 'luid' } | { in: 'params'; param: string };
  hook?: TwilioHook;
  handler: (call: never) => Promise<unknown>;
};

/** The table as a list in its written order, each route's method, path and caller read from its key. */
export function routeList(table: RouteTable): Route[] {
  return (Object.keys(table) as RouteKey[]).map((key) => {
    const [method, path] = key.split(' ') as [string, string];
    return {
      ...(table[key] as Omit<Route, 'key' | 'method' | 'path' | 'caller'>),
      key,
      method: method.toLowerCase() as Method,
      path: path.replace(/\{(\w+)\}/g, ':$1'),
      caller: API_CALLERS[key],
    };
  });
}

/** The header the emulator launcher's ticker sends its run's key in (emulators/launcher/setup.mjs). */
const EMULATOR_TASK_HEADER = 'x-emulator-task-key';

function emulatorTask(req: Request): TaskCaller {
  const key = process.env.EMULATOR_CLIENT_PROXY_KEY ?? '';
  const given = Buffer.from(String(req.headers[EMULATOR_TASK_HEADER] ?? ''));
  const known = Buffer.from(key);
  if (!isEmulator || !key || given.length !== known.length || !timingSafeEqual(given, known)) {
    throw new Refusal('unauthorized', 'Unauthorized');
  }
  return { retryCount: 0 };
}

function pathParam(route: Route, req: Request, name: string): string {
  const parsed = firestoreId.safeParse(req.params[name]);
  if (!parsed.success) throw new Refusal('invalid', route.params![name]!);
  return parsed.data;
}

function claimedInBody(body: unknown, field: string): unknown {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)[field]
    : undefined;
}

async function adminCaller(route: Route, req: Request, params: Record<string, string>): Promise<AdminCaller> {
  const claims = route.claims;
  const admin = !claims
    ? await requireEnabledAdmin(req)
    : await requireAdmin(req, claims.in === 'params' ? params[claims.param] : claimedInBody(req.body, claims.field));
  return { ...admin, actor: actorFor(admin.guest) };
}

/** A helper at the door or an enabled admin, by their guest document read now; `actor` names them in history. */
async function helperCaller(req: Request): Promise<AdminCaller> {
  const token = await requireCaller(req);
  const self = currentGuest(token, toGuest(await guests().doc(token.uid).get()));
  const { language } = self;
  if (!self.helper && !isEnabledAdmin(self)) throw new Refusal('forbidden', wordsFor(language).day.notHelper);
  return { ...token, guest: self, actor: actorFor(self) };
}

/** What a route that reads no catalog is given: any use of it is a mistake, said at once. */
const UNREAD_CATALOG = new Proxy({} as Catalog, {
  get() {
    throw new Error('This route reads no catalog: its handler reads site/content for the catalog it needs.');
  },
});

const needsNoCatalog = (route: Route) =>
  route.caller === 'public' ||
  ((route.caller === 'guest' || route.caller === 'helper') && route.method === 'get') ||
  (route.caller === 'twilio' && route.hook === 'status');

/**
 * Verifies the caller, then parses the path parameters and the body, before the handler runs. The order
 * is the API's: a caller is refused (401/403) before anything about their request is said (400), so only
 * a permitted caller learns what a valid request looks like; a path id that names the caller is checked first.
 */
export async function resolveCall(route: Route, req: Request, res: Response) {
  const params: Record<string, string> = {};
  if (route.claims?.in === 'params') params[route.claims.param] = pathParam(route, req, route.claims.param);

  let caller: Callers[CallerKind] | Caller;
  let raw: unknown = req.body;
  switch (route.caller) {
    case 'public':
      caller = null;
      break;
    case 'guest':
      // The token first, then the path and body, then the guest document: a refused token says nothing more.
      caller = await requireCaller(req);
      break;
    case 'helper':
      caller = await helperCaller(req);
      break;
    case 'admin':
      caller = await adminCaller(route, req, params);
      break;
    case 'twilio':
      raw = Object.fromEntries(signedTwilioForm(req, route.hook!));
      caller = { hook: route.hook! };
      break;
    case 'task':
      caller = emulatorTask(req);
      break;
  }

  for (const name of Object.keys(route.params ?? {})) params[name] ??= pathParam(route, req, name);

  // The events, meals and questions a body may name are the couple's latest (site/content): read before
  // parsing. Sign-in (public) and Twilio's delivery reports need none, and a guest's page reads (GET) take
  // what they need themselves.
  const catalog = needsNoCatalog(route) ? UNREAD_CATALOG : catalogOf((await readContent()).content);

  let body: unknown;
  if (route.body) {
    const schema = typeof route.body === 'function' ? route.body(catalog) : route.body;
    const parsed = schema.safeParse(raw === undefined && route.emptyBodyIsObject ? {} : raw);
    if (!parsed.success) throw new Refusal('invalid', route.badBody ?? firstIssue(parsed.error));
    body = parsed.data;
  }

  if (route.caller === 'guest') {
    const token = caller as Caller;
    caller = { ...token, guest: currentGuest(token, toGuest(await guests().doc(token.uid).get())) };
  }
  return { caller: caller as Callers[CallerKind], body, params, catalog, req, res: res as Answering<unknown> };
}
