import { routeRequest, type ApiMap, type RouteKey, type RouteParams } from '@contract/api-map';
import { adminCall, type AdminAnswer } from './admin-api';
import type { RouteArgs, RouteOptions } from './api-client';

/**
 * An admin call by its key in the API map (contract/api-map.ts), for TanStack Query:
 * `adminRoute('GET /admin/summary', {signal})`. The path and the answer's type come from the map; an error
 * answer throws an AdminApiError, as `adminCall` does.
 */
export function adminRoute<K extends RouteKey>(
  key: K,
  ...[options]: RouteArgs<K>
): Promise<AdminAnswer<ApiMap[K]['answer']>> {
  const { params, body, signal } = (options ?? {}) as RouteOptions<K>;
  const [method, path] = routeRequest(key, params as RouteParams<K> | undefined);
  return adminCall<ApiMap[K]['answer']>(path, {
    method: method as 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    ...(body === undefined ? {} : { body }),
    ...(signal ? { signal } : {}),
  });
}
