import type { RepeatedBatchData } from '@contract/messages';
import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { AdminApiError } from '../../../lib/admin-api';
import { useDryRunMessages, useQueueMessages } from '../api/send-messages';
import { emptyForm, requestFor, type MessageForm } from '../message-form';

const isRepeat = (data: unknown): data is RepeatedBatchData =>
  typeof data === 'object' && data !== null && typeof (data as RepeatedBatchData).earlierBatchId === 'string';

/**
 * A bulk text from choice to batch: the form, its dry run (`review`, dropped whenever the form
 * changes, so what is confirmed is what was reviewed), then the queued batch. A failed call goes
 * to the admin QueryClient's one error handler.
 */
export function useBulkSend() {
  const { enqueueSnackbar } = useSnackbar();
  const [form, setForm] = useState<MessageForm>(emptyForm);
  const dryRun = useDryRunMessages();
  const queue = useQueueMessages();

  /** The server's 409 for the same text to the same audience a few minutes ago: shown with "Send anyway". */
  const [repeat, setRepeat] = useState<string | null>(null);

  const dropReview = dryRun.reset;
  // Stable across renders: the Messages tab's effect that takes up a choice from the guest list depends on it.
  const change = useCallback(
    (changes: Partial<MessageForm>) => {
      setRepeat(null);
      setForm((current) => ({ ...current, ...changes }));
      dropReview();
    },
    [dropReview],
  );

  const preview = () => dryRun.mutate(requestFor(form));

  const send = (confirmRepeat = false) => {
    setRepeat(null);
    queue.mutate(confirmRepeat ? { ...requestFor(form), confirmRepeat: true } : requestFor(form), {
      onSuccess: (answer) => {
        enqueueSnackbar(answer.message, { variant: 'success' });
        // A scheduled batch has nothing to follow yet: it shows in the list of scheduled texts.
        if ('status' in answer.data) reset();
      },
      onError: (error) => {
        if (error instanceof AdminApiError && error.code === 409 && isRepeat(error.data)) setRepeat(error.message);
      },
    });
  };

  function reset() {
    setForm(emptyForm);
    setRepeat(null);
    dryRun.reset();
    queue.reset();
  }

  const busy = dryRun.isPending ? 'checking' : queue.isPending ? 'sending' : '';
  return {
    form,
    change,
    review: dryRun.data?.data ?? null,
    repeat,
    batch: queue.data && 'recipients' in queue.data.data ? queue.data.data : null,
    busy,
    preview,
    send: () => send(false),
    sendAnyway: () => send(true),
    reset,
  };
}
