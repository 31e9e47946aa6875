import type { GuestChangesBody } from '@contract/admin';
import { useMutation } from '@tanstack/react-query';
import { useInvalidateAdmin } from './invalidate-admin';
import { adminRoute } from '../../../../lib/admin-route';

type GuestUpdate = { id: string; changes: GuestChangesBody };

const updateGuest = ({ id, changes }: GuestUpdate) =>
  adminRoute('PATCH /admin/guests/{id}', { params: { id }, body: changes });

/** PATCH /admin/guests/{id}: details, or an RSVP taken for the guest. */
export function useUpdateGuest() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: updateGuest, onSettled: invalidate });
}
