import { useQuery } from '@tanstack/react-query';
import type { AdminGuest } from '@contract/guest-admin';
import type { MessageRecipient } from '@contract/messages';
import { ADMIN_KEY, adminCall } from '../../../lib/admin-api';

export const guestNamesKey = [...ADMIN_KEY, 'guest-names'] as const;

const byName = (a: MessageRecipient, b: MessageRecipient) =>
  a.first.localeCompare(b.first) || a.last.localeCompare(b.last);

/** Every guest's id and name, for choosing guests to text by name (GET /admin/guests). */
export function useGuestNames() {
  return useQuery({
    queryKey: guestNamesKey,
    queryFn: async ({ signal }) =>
      (await adminCall<AdminGuest[]>('/admin/guests', { signal })).data
        .map(({ id, first, last }) => ({ id, first, last }))
        .sort(byName),
  });
}
