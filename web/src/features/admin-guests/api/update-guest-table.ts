import type { UpdateGuestTableBody } from '@contract/guest-admin';
import { useMutation } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-api';
import { useInvalidateAdmin } from './invalidate-admin';

/** POST /update-guest-table: seats a guest at a table and position (or unseats them). */
export const updateGuestTable = (body: UpdateGuestTableBody) =>
  adminCall<never>('/update-guest-table', { method: 'POST', body });

export function useUpdateGuestTable() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: updateGuestTable, onSuccess: invalidate });
}
