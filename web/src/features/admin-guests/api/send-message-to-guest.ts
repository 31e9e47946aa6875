import { apiRequest } from '../../../lib/api-client';
import type { SendMessageBody } from '@contract/guest-admin';

export function sendMessageToGuest(body: SendMessageBody) {
  return apiRequest<never>('/send-message-to-guest', { method: 'POST', body });
}
