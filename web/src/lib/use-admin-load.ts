import { useCallback, useEffect } from 'react';
import type { ApiResponse } from './api-client';
import { useSession } from './session';

/** What the server answers a caller without a session, without asking it. */
const signedOutAnswer = { error: true, code: 401, message: 'Unauthorized' } satisfies ApiResponse<never>;

export type AdminFetch<T> = (userId: string, signal?: AbortSignal) => Promise<ApiResponse<T>>;

/**
 * Loads an admin call for the signed-in user when the component mounts (aborted if it unmounts) and
 * hands every answer to `apply`; the returned function asks again.
 */
export function useAdminLoad<T>(fetch: AdminFetch<T>, apply: (answer: ApiResponse<T>) => void) {
  const userId = useSession((state) => state.id);

  const request = useCallback(
    (signal?: AbortSignal) => (userId ? fetch(userId, signal) : Promise.resolve<ApiResponse<T>>(signedOutAnswer)),
    [userId, fetch],
  );

  useEffect(() => {
    const controller = new AbortController();
    request(controller.signal).then(apply, () => undefined);
    return () => controller.abort();
  }, [request, apply]);

  return useCallback(async () => apply(await request()), [request, apply]);
}
