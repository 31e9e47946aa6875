import { displayName } from '@contract/people';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { wedding } from '@config';
import { tableLabel } from '@contract/seating';
import { canSubmitEdit, type EditChoice } from '../dialog-rules';
import { tableText } from '../guest-format';
import type { AdminGuest } from '../types';

type EditGuestDialogProps = {
  guest: AdminGuest;
  open: boolean;
  onClose: () => void;
  /** Resolves true when the guest was moved; the dialog then closes. */
  onSubmit: (guest: AdminGuest, choice: EditChoice) => Promise<boolean>;
};

export function EditGuestDialog({ guest, open, onClose, onSubmit }: EditGuestDialogProps) {
  const [choice, setChoice] = useState<EditChoice>({ table: guest.table, tpos: guest.tpos });
  const [updating, setUpdating] = useState(false);

  const submit = async () => {
    setUpdating(true);
    const done = await onSubmit(guest, choice);
    setUpdating(false);
    if (done) onClose();
  };

  return (
    <Dialog open={open} onClose={updating ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>Edit Guest</DialogTitle>
      <DialogContent>
        <Typography sx={{ fontWeight: 600, fontSize: '1.1rem' }}>{displayName(guest)}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2.5 }}>
          Current table: {tableText(guest.table)}
          {guest.table && guest.tpos ? `, seat ${guest.tpos}` : ''}
        </Typography>
        <Stack direction="row" spacing={2}>
          <TextField
            select
            label="Table"
            value={choice.table}
            onChange={(event) => setChoice((current) => ({ ...current, table: event.target.value }))}
            sx={{ flex: 2 }}
          >
            {wedding.tables.map((table) => (
              <MenuItem key={table} value={table}>
                {tableLabel(table)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Position"
            value={choice.tpos}
            onChange={(event) => setChoice((current) => ({ ...current, tpos: event.target.value }))}
            sx={{ flex: 1 }}
          >
            {wedding.positions.map((position) => (
              <MenuItem key={position} value={position}>
                {position}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={updating}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={!canSubmitEdit(choice, updating)}>
          {updating ? 'Updating...' : 'Submit'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
