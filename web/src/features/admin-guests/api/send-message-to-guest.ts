import { apiRequest } from '../../../lib/api-client';
import type { MessageType } from '../types';

export type SendMessageBody = { luid: string; gid: string; msgType: MessageType; cmsg: string };

export function sendMessageToGuest(body: SendMessageBody) {
  return apiRequest<never>('/send-message-to-guest', { method: 'POST', body });
}
