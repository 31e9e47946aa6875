import { useEffect, useState } from 'react';
import type { MessageType } from '@contract/options';
import { previewText } from '../api/preview-text';

export type TextPreview =
  { state: 'none' | 'loading' } | { state: 'ready'; text: string | null; skipped: string | null };
type Answer = { key: string; preview: TextPreview };

/** The server's own wording of an original or reminder text for this guest, or why they would be skipped. */
export function useTextPreview(gid: string, msgType: MessageType | ''): TextPreview {
  const wanted = msgType === 'original' || msgType === 'reminder' ? msgType : null;
  const key = wanted ? `${gid} ${wanted}` : '';
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    previewText(gid, wanted, controller.signal).then(
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
  }, [gid, wanted, key]);

  if (!wanted) return { state: 'none' };
  return answer?.key === key ? answer.preview : { state: 'loading' };
}
