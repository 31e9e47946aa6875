import type { ApiBody } from '@contract/envelope';
import { routeRequest, type ApiMap, type RouteAnswer, type RouteKey, type RouteParams } from '@contract/api-map';
import { env } from '../config/env';
import { currentIdToken } from './auth';
import { takeEarlyCall } from './early-call';
import { forgetIdToken } from './id-token';
import { keptSessionToken, useSession } from '../stores/session';

export type ApiResponse<T> = ApiBody<T>;

export const SOMETHING_WENT_WRONG = 'Something went wrong';

type Envelope = { error: boolean; code?: number; message: string; data?: unknown };

function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const { error, code, message } = value as Record<string, unknown>;
  return typeof error === 'boolean' && typeof message === 'string' && (code === undefined || typeof code === 'number');
}

/** `anonymous` calls (the two sign-in steps) carry no ID token and so need no Firebase Auth. */
type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  anonymous?: boolean;
};

/**
 * Calls the /bcw API with the signed-in guest's ID token. Never throws: network and parse failures
 * come back as an error answer with the message 'Something went wrong' and code 0.
 */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, signal, anonymous = false }: RequestOptions = {},
) {
  try {
    const send = (token: string | undefined) =>
      fetch(`${env.VITE_API_BASE_URL}${path}`, {
        method,
        signal,
        credentials: 'include',
        headers: {
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const kept = anonymous ? undefined : keptSessionToken();
    // The invitation's call may already be on its way, sent by index.html's inline script with the same kept
    // token (lib/early-call.ts); it is answered, or refused, as this one would be. Taken either way (never sent
    // later, never answering a later call), and used only while the page still holds that fresh token.
    const early = method === 'GET' ? takeEarlyCall(`${env.VITE_API_BASE_URL}${path}`) : undefined;
    let response = await (kept && early ? early : send(anonymous ? undefined : (kept ?? (await currentIdToken()))));
    // A call the caller gave up on (the page went on to another guest) answers nothing, as a fetch aborted.
    signal?.throwIfAborted();
    if (response.status === 401 && kept !== undefined) {
      // The kept token refused, which the server does before anything else: asked of Firebase Auth instead.
      forgetIdToken();
      const token = await currentIdToken();
      // Sent again, once, with Firebase Auth's (a device clock far off had kept it too long, say); without one,
      // Firebase Auth's sign-in is gone (the couple ended the guest's sessions, say), and so is the session.
      if (token) response = await send(token);
      else useSession.getState().removeUser();
    }
    const parsed: unknown = await response.json();
    if (!isEnvelope(parsed)) throw new TypeError('not an API answer');
    return { ...parsed, code: parsed.code ?? response.status } as ApiResponse<T>;
  } catch (error) {
    if (signal?.aborted) throw error;
    return { error: true, code: 0, message: SOMETHING_WENT_WRONG } satisfies ApiResponse<T>;
  }
}

/** What a call by route key takes: its path parameters and its body, each required when the route has them. */
export type RouteOptions<K extends RouteKey> = {
  signal?: AbortSignal;
  anonymous?: boolean;
} & (keyof RouteParams<K> extends never ? { params?: undefined } : { params: RouteParams<K> }) &
  (ApiMap[K]['body'] extends undefined ? { body?: undefined } : { body: ApiMap[K]['body'] });
/** The options argument, optional when the route needs neither parameters nor a body. */
export type RouteArgs<K extends RouteKey> = object extends RouteOptions<K> ? [RouteOptions<K>?] : [RouteOptions<K>];

/**
 * The answer's data for a call of route `K` with arguments `A`: for a body with `dryRun: true as const`, the
 * review alone (contract/api-map.ts RouteAnswer).
 */
export type ArgsAnswer<K extends RouteKey, A> = A extends [{ body: infer B }] ? RouteAnswer<K, B> : RouteAnswer<K>;

/**
 * Calls a route of the API map (contract/api-map.ts) by its key, `callRoute('POST /update-guests', {body})`:
 * the path, the body's type and the answer's type come from the map, never restated by a feature.
 */
export function callRoute<K extends RouteKey, A extends RouteArgs<K>>(key: K, ...args: A) {
  const { params, body, signal, anonymous } = (args[0] ?? {}) as RouteOptions<K>;
  const [method, path] = routeRequest(key, params as RouteParams<K> | undefined);
  return apiRequest<ArgsAnswer<K, A>>(path, {
    method: method as NonNullable<RequestOptions['method']>,
    body,
    signal,
    anonymous,
  });
}
