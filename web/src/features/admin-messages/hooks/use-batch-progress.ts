import { useCallback, useEffect, useState } from 'react';
import type { BatchProgress } from '@contract/messages';
import { getMessageBatch } from '../api/get-message-batch';
import type { OnAdminError } from '../types';

export const POLL_MS = 1000;

/**
 * A batch's progress, asked for every second until every text was handed over. An error answer
 * stops the polling (`stalled`); `resume` starts it again.
 */
export function useBatchProgress(batchId: string, onError: OnAdminError) {
  const [progress, setProgress] = useState<BatchProgress | null>(null);
  const [stalled, setStalled] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const answer = await getMessageBatch(batchId, controller.signal).catch(() => null);
      if (!answer || controller.signal.aborted) return;
      if (answer.error || !answer.data) {
        setStalled(true);
        return onError(answer);
      }
      setProgress(answer.data);
      if (!answer.data.done) timer = setTimeout(poll, POLL_MS);
    };
    void poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [batchId, onError, round]);

  const resume = useCallback(() => {
    setStalled(false);
    setRound((current) => current + 1);
  }, []);
  return { progress, stalled, resume };
}
