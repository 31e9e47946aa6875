import { useEffect, useState } from 'react';
import type { MessageChannel } from '@contract/email';
import type { MessageType } from '@contract/options';
import { previewText } from '../api/preview-text';

type TextPreview = { state: 'none' | 'loading' } | { state: 'ready'; text: string | null; skipped: string | null };
type Answer = { key: string; preview: TextPreview };

/**
 * The server's own wording of an original or reminder message for this guest on this channel (an email says
 * the text's words), or why they would be skipped.
 */
export function useTextPreview(gid: string, msgType: MessageType | '', channel: MessageChannel = 'sms'): TextPreview {
  const wanted = msgType === 'original' || msgType === 'reminder' ? msgType : null;
  const key = wanted ? `${gid} ${wanted} ${channel}` : '';
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    previewText(gid, wanted, controller.signal, channel).then(
      ({ error, data }) =>
        setAnswer({
          key,
          preview:
            error || !data
              ? { state: 'none' }
              : { state: 'ready', text: data.preview, skipped: data.skipped[0]?.reason ?? null },
        }),
      () => undefined,
    );
    return () => controller.abort();
  }, [gid, wanted, key, channel]);

  if (!wanted) return { state: 'none' };
  return answer?.key === key ? answer.preview : { state: 'loading' };
}
