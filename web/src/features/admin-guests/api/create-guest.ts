import type { NewGuestBody } from '@contract/admin';
import { useMutation } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-api';
import type { AdminGuest } from '../types';
import { useInvalidateAdmin } from './invalidate-admin';

export const createGuest = (body: NewGuestBody) => adminCall<AdminGuest>('/admin/guests', { method: 'POST', body });

/** POST /admin/guests. */
export function useCreateGuest() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: createGuest, onSuccess: invalidate });
}
