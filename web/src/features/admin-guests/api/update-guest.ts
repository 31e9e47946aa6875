import type { GuestChangesBody } from '@contract/admin';
import { useMutation } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-api';
import type { AdminGuest } from '../types';
import { useInvalidateAdmin } from './invalidate-admin';

export type GuestUpdate = { id: string; changes: GuestChangesBody };

export const updateGuest = ({ id, changes }: GuestUpdate) =>
  adminCall<AdminGuest>(`/admin/guests/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });

/** PATCH /admin/guests/{id}: details, or an RSVP taken for the guest. */
export function useUpdateGuest() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: updateGuest, onSettled: invalidate });
}
