import { useCallback, useEffect, useState } from 'react';
import type { ApiResponse } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { getAllGuestData } from '../api/get-all-guest-data';
import type { AdminGuest } from '../types';
import type { AdminErrorHandler } from './use-admin-error-handler';

export type LoadStatus = 'loading' | 'ready' | 'failed';

/** What the server answers a caller without a session, without asking it. */
const signedOutAnswer = { error: true, code: 401, message: 'Unauthorized' } satisfies ApiResponse<never>;

/** The couple's guest list; `reload` refreshes it in place, keeping the current list on screen meanwhile. */
export function useGuests(onError: AdminErrorHandler) {
  const userId = useSession((state) => state.id);
  const [guests, setGuests] = useState<AdminGuest[]>([]);
  const [status, setStatus] = useState<LoadStatus>('loading');

  const request = useCallback(
    (signal?: AbortSignal): Promise<ApiResponse<AdminGuest[]>> =>
      userId ? getAllGuestData(userId, signal) : Promise.resolve(signedOutAnswer),
    [userId],
  );

  const apply = useCallback(
    (answer: ApiResponse<AdminGuest[]>) => {
      if (answer.error || !answer.data) {
        setStatus((current) => (current === 'ready' ? current : 'failed'));
        onError(answer);
        return;
      }
      setGuests(answer.data);
      setStatus('ready');
    },
    [onError],
  );

  useEffect(() => {
    const controller = new AbortController();
    request(controller.signal).then(apply, () => undefined);
    return () => controller.abort();
  }, [request, apply]);

  const reload = useCallback(async () => {
    setStatus((current) => (current === 'failed' ? 'loading' : current));
    apply(await request());
  }, [request, apply]);

  return { guests, status, reload };
}
