import type { SendMessageBody } from '@contract/guest-admin';
import { useMutation } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-api';
import { useInvalidateAdmin } from './invalidate-admin';

/** POST /send-message-to-guest: one text to one guest (original, reminder, seat or custom). */
export const sendMessageToGuest = (body: SendMessageBody) =>
  adminCall<never>('/send-message-to-guest', { method: 'POST', body });

export function useSendMessageToGuest() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: sendMessageToGuest, onSuccess: invalidate });
}
