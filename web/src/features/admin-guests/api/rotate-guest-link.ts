import { useMutation } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-api';

/** POST /admin/guests/{id}/rotate-link: a new personal link; the old one stops working. */
export const rotateGuestLink = (id: string) =>
  adminCall<{ link: string }>(`/admin/guests/${encodeURIComponent(id)}/rotate-link`, { method: 'POST', body: {} });

export function useRotateGuestLink() {
  return useMutation({ mutationFn: rotateGuestLink });
}
