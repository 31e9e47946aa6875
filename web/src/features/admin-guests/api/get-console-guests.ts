import { useQuery } from '@tanstack/react-query';
import { ADMIN_KEY, adminCall } from '../../../lib/admin-api';
import type { AdminGuest } from '../types';

export const guestsKey = [...ADMIN_KEY, 'guests'] as const;

export const getConsoleGuests = (signal?: AbortSignal) => adminCall<AdminGuest[]>('/admin/guests', { signal });

/** GET /admin/guests: the whole list, kept fresh by every change the console makes. */
export function useConsoleGuests() {
  return useQuery({
    queryKey: guestsKey,
    queryFn: async ({ signal }) => (await getConsoleGuests(signal)).data,
  });
}
