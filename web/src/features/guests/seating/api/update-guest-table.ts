import type { UpdateGuestTableBody } from '@contract/guest-admin';
import { useMutation } from '@tanstack/react-query';
import { useInvalidateAdmin } from '../../shared/api/invalidate-admin';
import { adminRoute } from '../../../../lib/admin-route';

/** POST /update-guest-table: seats a guest at a table and position (or unseats them). */
const updateGuestTable = (body: UpdateGuestTableBody) => adminRoute('POST /update-guest-table', { body });

export function useUpdateGuestTable() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: updateGuestTable, onSuccess: invalidate });
}
