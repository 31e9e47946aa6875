import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { useSession } from '../../../lib/session';
import { updateGuestTable } from '../api/update-guest-table';
import type { EditChoice } from '../dialog-rules';
import type { AdminGuest } from '../types';
import type { AdminErrorHandler } from './use-admin-error-handler';

/** Seats a guest; true when the server agreed (its message is toasted and `onUpdated` runs). */
export function useUpdateGuestTable(onError: AdminErrorHandler, onUpdated: () => void) {
  const luid = useSession((state) => state.id);
  const { enqueueSnackbar } = useSnackbar();

  return useCallback(
    async (guest: AdminGuest, { table, tpos }: EditChoice) => {
      const answer = await updateGuestTable({ luid, gid: guest.id, table, tpos });
      if (answer.error) {
        onError(answer);
        return false;
      }
      enqueueSnackbar(answer.message, { variant: 'success' });
      onUpdated();
      return true;
    },
    [luid, enqueueSnackbar, onError, onUpdated],
  );
}
