import type { UpdateGuestTableBody } from '@contract/guest-admin';
import { useMutation } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-api';
import { useInvalidateAdmin } from './invalidate-admin';

/** Call 6 (SPEC.md): POST /update-guest-table. */
export const updateGuestTable = (body: UpdateGuestTableBody) =>
  adminCall<never>('/update-guest-table', { method: 'POST', body });

export function useUpdateGuestTable() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: updateGuestTable, onSuccess: invalidate });
}
