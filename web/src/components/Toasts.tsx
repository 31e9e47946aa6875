import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { attachToastHost } from '../lib/toast';

/** notistack's toasts at top-center; loaded with the first toast (see lib/toast.ts). */
export default function Toasts() {
  useEffect(() => attachToastHost(({ message, variant }) => enqueueSnackbar(message, { variant })), []);
  return <SnackbarProvider anchorOrigin={{ vertical: 'top', horizontal: 'center' }} maxSnack={3} />;
}
