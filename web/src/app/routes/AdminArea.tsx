import { SnackbarProvider } from 'notistack';
import GuestsPage from './GuestsPage';

/** The couple's area, with its own toasts (the guest pages load the toast library only when they toast). */
export default function AdminArea() {
  return (
    <SnackbarProvider anchorOrigin={{ vertical: 'top', horizontal: 'center' }} maxSnack={3}>
      <GuestsPage />
    </SnackbarProvider>
  );
}
