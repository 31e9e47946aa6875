import { API_CALLERS, routeRequest } from '@contract/api-map';
import { describe, expect, it } from 'vitest';
import { routeTable } from './routes';

// The server's table is keyed by the API map's route keys (contract/api-map.ts), and its types hold each
// route to the map's caller, body and answer (routes.test-d.ts, compiled by `npm run typecheck`, shows
// what they refuse). What the types cannot see is checked here: the keys as express mounts them, and
// the order express tries them in.
describe('the route table and the API map', () => {
  it('mounts each key of the map once, at its method and path, with its caller kind', () => {
    const mounted = routeTable.map((route) => [
      `${route.method.toUpperCase()} ${route.path.replace(/:(\w+)/g, '{$1}')}`,
      route.caller,
    ]);
    expect(Object.fromEntries(mounted)).toEqual(API_CALLERS);
    expect(mounted).toHaveLength(Object.keys(API_CALLERS).length);
  });

  it('lets no route catch a path an earlier route of the same method was meant for', () => {
    const pattern = (path: string) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`);
    const shadowed = routeTable.flatMap((route, index) =>
      routeTable
        .slice(0, index)
        .filter((earlier) => earlier.method === route.method && pattern(earlier.path).test(route.path))
        .map((earlier) => `${route.key} behind ${earlier.key}`),
    );
    expect(shadowed).toEqual([]);
  });

  it('fills a route key into the method and path the web calls', () => {
    expect(routeRequest('PATCH /admin/guests/{id}', { id: 'a b/c' })).toEqual(['PATCH', '/admin/guests/a%20b%2Fc']);
    expect(routeRequest('POST /update-guests')).toEqual(['POST', '/update-guests']);
  });
});
