import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { useSession } from '../../../lib/session';
import { sendMessageToGuest } from '../api/send-message-to-guest';
import type { AdminGuest, MessageType } from '../types';
import type { AdminErrorHandler } from './use-admin-error-handler';

/** Texts a guest; true when the server sent it (its message is toasted and `onSent` runs). */
export function useSendMessage(onError: AdminErrorHandler, onSent: () => void) {
  const luid = useSession((state) => state.id);
  const { enqueueSnackbar } = useSnackbar();

  return useCallback(
    async (guest: AdminGuest, msgType: MessageType, cmsg: string) => {
      const answer = await sendMessageToGuest({ luid, gid: guest.id, msgType, cmsg: msgType === 'custom' ? cmsg : '' });
      if (answer.error) {
        onError(answer);
        return false;
      }
      enqueueSnackbar(answer.message, { variant: 'success' });
      onSent();
      return true;
    },
    [luid, enqueueSnackbar, onError, onSent],
  );
}
