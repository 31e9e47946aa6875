import type { GuestChangesBody, NewGuestBody } from '@contract/admin';
import { useSnackbar } from 'notistack';
import { useCreateGuest } from '../api/create-guest';
import { useUpdateGuest } from '../../shared/api/update-guest';

/** Someone else changed (409) or deleted (404) the guest since the dialog opened. */
export type GuestConflict = 409 | 404;

type Saved<T> = { message: string; data: T };

/**
 * The one way the guest editor's forms save a guest: PATCH /admin/guests/{id} (or POST /admin/guests for a
 * new one), then every admin list asks again. A failure is toasted by the console's query client and kept in
 * `error` for the form to show; a 409 or 404 also goes to `onConflict`. On success the answer's words (or
 * `success`) are toasted and the answer returned; on failure, null.
 */
export function useSaveGuest({ onConflict }: { onConflict?: (code: GuestConflict) => void } = {}) {
  const create = useCreateGuest();
  const update = useUpdateGuest();
  const { enqueueSnackbar } = useSnackbar();

  async function saved<T>(request: Promise<Saved<T>>, success?: string) {
    const answer = await request.catch((failure: unknown) => {
      const code = (failure as { code?: number }).code ?? 0;
      if (code === 409 || code === 404) onConflict?.(code);
      return null;
    });
    if (answer) enqueueSnackbar(success ?? answer.message, { variant: 'success' });
    return answer;
  }

  return {
    save: (id: string, changes: GuestChangesBody, success?: string) =>
      saved(update.mutateAsync({ id, changes }), success),
    saveNew: (body: NewGuestBody) => saved(create.mutateAsync(body)),
    saving: create.isPending || update.isPending,
    error: create.error ?? update.error,
  };
}
