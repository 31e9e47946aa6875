import { useMutation } from '@tanstack/react-query';
import { adminRoute } from '../../../../lib/admin-route';
import { useInvalidateAdmin } from '../../shared/api/invalidate-admin';

/** POST /admin/events/{eventId}/invite: the selected guests invited to one event, in one call. */
export function useInviteToEvent() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ eventId, guestIds }: { eventId: string; guestIds: string[] }) =>
      adminRoute('POST /admin/events/{eventId}/invite', { params: { eventId }, body: { guestIds } }),
    onSettled: invalidate,
  });
}
