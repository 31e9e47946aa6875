import { displayName } from '@contract/people';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useSnackbar } from 'notistack';
import { useDeleteGuest } from '../api/delete-guest';
import type { AdminGuest } from '../../shared/types';
import { useBackCloses } from '../../../../lib/use-back-closes';

type DeleteGuestDialogProps = { guest: AdminGuest; open: boolean; onClose: () => void; onDeleted: () => void };

/** Asks before deleting, naming the guest. */
export function DeleteGuestDialog({ guest, open, onClose, onDeleted }: DeleteGuestDialogProps) {
  // Inside the guest editor: Back closes this confirm only.
  useBackCloses(open, onClose);
  const remove = useDeleteGuest();
  const { enqueueSnackbar } = useSnackbar();
  const name = displayName(guest);
  const confirm = async () => {
    const answer = await remove.mutateAsync(guest.id).catch(() => null);
    if (!answer) return;
    enqueueSnackbar(answer.message, { variant: 'success' });
    onDeleted();
  };
  return (
    <Dialog open={open} onClose={remove.isPending ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>Delete {name}?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {name} will be removed from the guest list and can no longer sign in. Their history is kept, so you can add
          them back by hand.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={confirm} disabled={remove.isPending}>
          {remove.isPending ? 'Deleting...' : `Delete ${name}`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
