// Type tests, compiled by `npm run typecheck` (functions/tsconfig.json takes all of src) and run by nothing:
// each `@ts-expect-error` below fails the typecheck if the route table's types ever accept what it marks.
import { guestChangesBody, newGuestBody, type Summary } from '@contract/admin';
import { createGuestCall } from '../guests/admin/create-guest';
import { listGuests } from '../guests/admin/list-guests';
import { getSummary } from '../guests/get-summary';
import type { Call, RouteTable } from './calls';
import { ok } from '../platform/respond';
import { routes } from './routes';

// The table as written holds exactly the map's keys.
routes satisfies RouteTable;

// A route the map does not have.
({
  // @ts-expect-error 'GET /nowhere' is no key of ApiMap
  'GET /nowhere': { handler: getSummary },
}) satisfies Partial<RouteTable>;

// A table without one of the map's routes.
const { 'GET /admin/summary': _left, ...withoutSummary } = routes;
// @ts-expect-error 'GET /admin/summary' is missing
withoutSummary satisfies RouteTable;

// A route listed twice.
({
  'GET /admin/summary': { handler: getSummary },
  // @ts-expect-error an object literal cannot hold one key twice
  'GET /admin/summary': { handler: getSummary },
}) satisfies Partial<RouteTable>;

// A handler whose answer is not the route's: listGuests answers ConsoleGuest[], the summary a Summary.
({
  // @ts-expect-error the handler answers another route's data
  'GET /admin/summary': { handler: listGuests },
}) satisfies Partial<RouteTable>;

// A handler answering data the map does not name for its route.
(async ({ res }: Call<'GET /admin/summary'>) => {
  const summary = {} as Summary;
  ok(res, 'Right.', summary);
  // @ts-expect-error the summary's answer is a Summary, not a list
  ok(res, 'Wrong.', [summary]);
}) satisfies RouteTable['GET /admin/summary']['handler'];

// A body schema other than the one the map names (its output differs), and a missing one.
({
  // @ts-expect-error guestChangesBody is PATCH's schema, not POST's
  'POST /admin/guests': { body: guestChangesBody, handler: createGuestCall },
}) satisfies Partial<RouteTable>;
({
  // @ts-expect-error the map names a body schema for this route
  'POST /admin/guests': { handler: createGuestCall },
}) satisfies Partial<RouteTable>;
({ 'POST /admin/guests': { body: newGuestBody, handler: createGuestCall } }) satisfies Partial<RouteTable>;
