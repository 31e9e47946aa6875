import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import type { BatchQueuedData, DryRunData } from '@contract/messages';
import { dryRunMessages, queueMessages } from '../api/send-messages';
import { emptyForm, requestFor, type MessageForm } from '../message-form';
import type { OnAdminError } from '../types';

/**
 * A bulk text from choice to batch: the form, its dry run (`review`, dropped whenever the form
 * changes, so what is confirmed is what was reviewed), then the queued batch.
 */
export function useBulkSend(onError: OnAdminError) {
  const { enqueueSnackbar } = useSnackbar();
  const [form, setForm] = useState<MessageForm>(emptyForm);
  const [review, setReview] = useState<DryRunData | null>(null);
  const [batch, setBatch] = useState<BatchQueuedData | null>(null);
  const [busy, setBusy] = useState<'' | 'checking' | 'sending'>('');

  const change = useCallback((changes: Partial<MessageForm>) => {
    setForm((current) => ({ ...current, ...changes }));
    setReview(null);
  }, []);

  const preview = async () => {
    setBusy('checking');
    const answer = await dryRunMessages(requestFor(form));
    setBusy('');
    if (answer.error || !answer.data) return onError(answer);
    setReview(answer.data);
  };

  const send = async () => {
    setBusy('sending');
    const answer = await queueMessages(requestFor(form));
    setBusy('');
    if (answer.error || !answer.data) return onError(answer);
    enqueueSnackbar(answer.message, { variant: 'success' });
    setBatch(answer.data);
  };

  const reset = () => {
    setForm(emptyForm);
    setReview(null);
    setBatch(null);
  };

  return { form, change, review, batch, busy, preview, send, reset };
}
