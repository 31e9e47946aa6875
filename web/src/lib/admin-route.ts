import { routeRequest, type RouteKey, type RouteParams } from '@contract/api-map';
import { adminCall, type AdminAnswer } from './admin-api';
import type { ArgsAnswer, RouteArgs, RouteOptions } from './api-client';

/**
 * An admin call by its key in the API map (contract/api-map.ts), for TanStack Query:
 * `adminRoute('GET /admin/summary', {signal})`. The path and the answer's type come from the map; an error
 * answer throws an AdminApiError, as `adminCall` does.
 */
export function adminRoute<K extends RouteKey, A extends RouteArgs<K>>(
  key: K,
  ...args: A
): Promise<AdminAnswer<ArgsAnswer<K, A>>> {
  const { params, body, signal } = (args[0] ?? {}) as RouteOptions<K>;
  const [method, path] = routeRequest(key, params as RouteParams<K> | undefined);
  return adminCall<ArgsAnswer<K, A>>(path, {
    method: method as 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    ...(body === undefined ? {} : { body }),
    ...(signal ? { signal } : {}),
  });
}
