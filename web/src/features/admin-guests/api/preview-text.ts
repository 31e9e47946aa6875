import type { MessageChannel } from '@contract/email';
import type { DryRunData } from '@contract/messages';
import { apiRequest } from '../../../lib/api-client';

/** The text one guest would get (in their language, their link's key shown as a placeholder): a dry run. */
export function previewText(
  gid: string,
  msgType: 'original' | 'reminder',
  signal?: AbortSignal,
  channel: MessageChannel = 'sms',
) {
  return apiRequest<DryRunData>('/admin/messages', {
    method: 'POST',
    body: { audience: 'ids', guestIds: [gid], msgType, dryRun: true, ...(channel === 'sms' ? {} : { channel }) },
    signal,
  });
}
