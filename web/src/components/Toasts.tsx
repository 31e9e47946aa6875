import { SnackbarProvider } from 'notistack';
import { useEffect, useRef } from 'react';
import { attachToastHost } from '../stores/toast';

/**
 * notistack's toasts at top-center; loaded with the first toast (see stores/toast.ts). Toasts go to this
 * provider itself, not through notistack's global enqueueSnackbar, which follows whichever provider was
 * created last (the admin area has its own).
 */
export default function Toasts() {
  const provider = useRef<SnackbarProvider>(null);
  useEffect(
    () =>
      attachToastHost(({ message, variant }) =>
        provider.current?.enqueueSnackbar(message, { variant, preventDuplicate: true }),
      ),
    [],
  );
  return (
    <>
      {/* notistack's green (#43a047) reads at 3:1 under white text; this one meets 4.5:1 (axe's color-contrast). */}
      <style>{'.notistack-MuiContent-success{background-color:#2e7d32}'}</style>
      <SnackbarProvider ref={provider} anchorOrigin={{ vertical: 'top', horizontal: 'center' }} maxSnack={3} />
    </>
  );
}
