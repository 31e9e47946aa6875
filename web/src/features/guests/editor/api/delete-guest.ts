import { useMutation } from '@tanstack/react-query';
import { useInvalidateAdmin } from '../../shared/api/invalidate-admin';
import { adminRoute } from '../../../../lib/admin-route';

const deleteGuest = (id: string) => adminRoute('DELETE /admin/guests/{id}', { params: { id } });

/** DELETE /admin/guests/{id}. */
export function useDeleteGuest() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: deleteGuest, onSettled: invalidate });
}
