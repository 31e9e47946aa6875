import type { NewGuestBody } from '@contract/admin';
import { useMutation } from '@tanstack/react-query';
import { useInvalidateAdmin } from '../../shared/api/invalidate-admin';
import { adminRoute } from '../../../../lib/admin-route';

const createGuest = (body: NewGuestBody) => adminRoute('POST /admin/guests', { body });

/** POST /admin/guests. */
export function useCreateGuest() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: createGuest, onSuccess: invalidate });
}
