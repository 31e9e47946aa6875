import type { MessageChannel } from '@contract/email';
import { callRoute } from '../../../../lib/api-client';

/** The text one guest would get (in their language, their link's key shown as a placeholder): a dry run. */
export function previewText(
  gid: string,
  msgType: 'original' | 'reminder',
  signal?: AbortSignal,
  channel: MessageChannel = 'sms',
) {
  return callRoute('POST /admin/messages', {
    body: {
      audience: 'ids',
      guestIds: [gid],
      msgType,
      dryRun: true as const,
      ...(channel === 'sms' ? {} : { channel }),
    },
    signal,
  });
}
