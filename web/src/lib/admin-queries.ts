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
