import { API_CALLERS, routeRequest } from '@contract/api-map';
import { describe, expect, it } from 'vitest';
import { routeTable } from './routes';

// The typed map of the API in contract/api-map.ts, which the web calls by, and the server's route table
// must name the same routes with the same callers: a route added to one and not the other fails here.
describe('the route table and the API map', () => {
  it('hold the same routes, each with the same caller kind', () => {
    const table = Object.fromEntries(
      routeTable.map((route) => [
        `${route.method.toUpperCase()} ${route.path.replace(/:(\w+)/g, '{$1}')}`,
        route.caller,
      ]),
    );
    expect(table).toEqual(API_CALLERS);
  });

  it('fills a route key into the method and path the web calls', () => {
    expect(routeRequest('PATCH /admin/guests/{id}', { id: 'a b/c' })).toEqual(['PATCH', '/admin/guests/a%20b%2Fc']);
    expect(routeRequest('POST /update-guests')).toEqual(['POST', '/update-guests']);
  });
});
