import type { SendMessageBody } from '@contract/guest-admin';
import { useMutation } from '@tanstack/react-query';
import { useInvalidateAdmin } from '../../shared/api/invalidate-admin';
import { adminRoute } from '../../../../lib/admin-route';

/** POST /send-message-to-guest: one text to one guest (original, reminder, seat or custom). */
const sendMessageToGuest = (body: SendMessageBody) => adminRoute('POST /send-message-to-guest', { body });

export function useSendMessageToGuest() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: sendMessageToGuest, onSuccess: invalidate });
}
