import { queryOptions } from '@tanstack/react-query';
import { ADMIN_KEY } from './admin-api';
import { adminRoute } from './admin-route';

// Queries several console screens read, written once (shared/STYLE.md point 15): each screen uses these
// options, adding only its own `select`, so they share one cached copy and one refresh.

/** GET /admin/settings: the RSVP deadline and whether seating is published (Settings tab, Messages tab, banner). */
export const settingsQuery = queryOptions({
  queryKey: [...ADMIN_KEY, 'settings'] as const,
  queryFn: async ({ signal }) => (await adminRoute('GET /admin/settings', { signal })).data,
});

/** GET /admin/guests: the whole list, kept fresh by every change the console makes (Guests tab, Messages tab). */
export const consoleGuestsQuery = queryOptions({
  queryKey: [...ADMIN_KEY, 'guests'] as const,
  queryFn: async ({ signal }) => (await adminRoute('GET /admin/guests', { signal })).data,
});

/**
 * GET /admin/content: the content and its version (0: the site still shows wedding.config.ts). Never
 * refreshed under an open editor: a save sends the version it loaded, and 409 says when it is old.
 */
export const contentQuery = queryOptions({
  queryKey: [...ADMIN_KEY, 'content'] as const,
  queryFn: async ({ signal }) => (await adminRoute('GET /admin/content', { signal })).data,
  refetchOnWindowFocus: false,
  refetchInterval: false,
  staleTime: Infinity,
});

/**
 * GET /admin/summary: the numbers, per table, and, once the wedding day has begun, the arrivals at the door
 * (Overview tab, Day tab).
 */
export const summaryQuery = queryOptions({
  queryKey: [...ADMIN_KEY, 'summary'] as const,
  queryFn: async ({ signal }) => (await adminRoute('GET /admin/summary', { signal })).data,
});
