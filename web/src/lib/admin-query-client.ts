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
        refetchOnWindowFocus: true,
        retry: (failures, error) => !(error instanceof AdminApiError && error.code >= 400) && failures < 2,
      },
      mutations: { retry: false },
    },
  });
}
