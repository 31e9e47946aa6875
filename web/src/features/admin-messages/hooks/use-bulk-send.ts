import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { useDryRunMessages, useQueueMessages } from '../api/send-messages';
import { emptyForm, requestFor, type MessageForm } from '../message-form';

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

  const dropReview = dryRun.reset;
  const change = useCallback(
    (changes: Partial<MessageForm>) => {
      setForm((current) => ({ ...current, ...changes }));
      dropReview();
    },
    [dropReview],
  );

  const preview = () => dryRun.mutate(requestFor(form));

  const send = () =>
    queue.mutate(requestFor(form), {
      onSuccess: (answer) => enqueueSnackbar(answer.message, { variant: 'success' }),
    });

  const reset = () => {
    setForm(emptyForm);
    dryRun.reset();
    queue.reset();
  };

  const busy = dryRun.isPending ? 'checking' : queue.isPending ? 'sending' : '';
  return {
    form,
    change,
    review: dryRun.data?.data ?? null,
    batch: queue.data?.data ?? null,
    busy,
    preview,
    send,
    reset,
  };
}
