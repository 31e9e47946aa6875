import { useMutation } from '@tanstack/react-query';
import { adminRoute } from '../../../../lib/admin-route';

/** POST /admin/guests/{id}/rotate-link: a new personal link; the old one stops working. */
const rotateGuestLink = (id: string) => adminRoute('POST /admin/guests/{id}/rotate-link', { params: { id } });

export function useRotateGuestLink() {
  return useMutation({ mutationFn: rotateGuestLink });
}
