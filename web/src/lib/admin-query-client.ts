import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { AdminApiError } from './admin-api';
import type { AdminErrorHandler } from './use-admin-error-handler';

const toAnswer = (error: unknown) =>
  error instanceof AdminApiError
    ? { code: error.code, message: error.message }
    : { code: 0, message: 'Something went wrong' };

/** A mutation whose screen shows these answers itself (`meta: {errorsShownInPlace: [400, 409]}`): not toasted too. */
const shownInPlace = (error: unknown, meta: Record<string, unknown> | undefined) =>
  error instanceof AdminApiError &&
  Array.isArray(meta?.errorsShownInPlace) &&
  (meta.errorsShownInPlace as number[]).includes(error.code);

/** How often an open console reloads what it shows, at the least. */
export const ADMIN_REFRESH_MS = 60_000;

/**
 * The admin area's one client for server state: every failed load or change goes to `onError`
 * (a 401 signs out; anything else is toasted, unless the screen shows it in place). A 4xx is never
 * retried: asking again will not help.
 */
export function createAdminQueryClient(onError: AdminErrorHandler) {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onError(toAnswer(error)) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!shownInPlace(error, mutation.meta)) onError(toAnswer(error));
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        // Two admins on two devices: each one's lists follow the other's changes without a reload, when the
        // window comes back into focus and at least once a minute while it is open.
        refetchOnWindowFocus: true,
        refetchInterval: ADMIN_REFRESH_MS,
        retry: (failures, error) => !(error instanceof AdminApiError && error.code >= 400) && failures < 2,
      },
      mutations: { retry: false },
    },
  });
}
