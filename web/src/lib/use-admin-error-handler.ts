import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SOMETHING_WENT_WRONG, type ApiResponse } from './api-client';
import { signOutOfFirebase } from './auth';
import { rememberReturn } from './return-to';
import { useSession } from '../stores/session';
import { toast } from '../stores/toast';

const UNAUTHORIZE_USER = 'Unauthorize user';

export type AdminErrorHandler = (answer: Pick<ApiResponse<unknown>, 'code' | 'message'>) => void;

/** A 401 on an admin call signs the user out and sends them home; any other error is shown as it came. */
export function useAdminErrorHandler(): AdminErrorHandler {
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const removeUser = useSession((state) => state.removeUser);

  return useCallback(
    ({ code, message }) => {
      if (code !== 401) {
        enqueueSnackbar(message || SOMETHING_WENT_WRONG, { variant: 'error' });
        return;
      }
      // Shown by the site-wide toasts, which stay when the admin area (and its own toasts) closes.
      toast(UNAUTHORIZE_USER, 'error');
      // A signed-out visitor (a bookmarked /guests) comes back here if they sign in as an admin.
      if (!useSession.getState().access) rememberReturn(pathname);
      removeUser();
      void signOutOfFirebase();
      // Navigating (not reloading) keeps the toast on screen.
      navigate('/', { replace: true });
    },
    [enqueueSnackbar, navigate, pathname, removeUser],
  );
}
