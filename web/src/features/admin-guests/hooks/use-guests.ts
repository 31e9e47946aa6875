import { useCallback, useState } from 'react';
import type { ApiResponse } from '../../../lib/api-client';
import { useAdminLoad } from '../../../lib/use-admin-load';
import { getAllGuestData } from '../api/get-all-guest-data';
import type { AdminGuest } from '../types';
import type { AdminErrorHandler } from './use-admin-error-handler';

export type LoadStatus = 'loading' | 'ready' | 'failed';

/** The couple's guest list; `reload` refreshes it in place, keeping the current list on screen meanwhile. */
export function useGuests(onError: AdminErrorHandler) {
  const [guests, setGuests] = useState<AdminGuest[]>([]);
  const [status, setStatus] = useState<LoadStatus>('loading');

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
  const load = useAdminLoad(getAllGuestData, apply);

  const reload = useCallback(async () => {
    setStatus((current) => (current === 'failed' ? 'loading' : current));
    await load();
  }, [load]);

  return { guests, status, reload };
}
