import { useMutation } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-api';
import { useInvalidateAdmin } from './invalidate-admin';

export const deleteGuest = (id: string) =>
  adminCall<never>(`/admin/guests/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** DELETE /admin/guests/{id}. */
export function useDeleteGuest() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: deleteGuest, onSettled: invalidate });
}
