import { displayName } from '@contract/people';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { wedding } from '@config';
import { useState } from 'react';
import { seatNumber, tableLabel } from '@contract/seating';
import { freeSeats } from '../../shared/guest-answer';
import type { AdminGuest } from '../../shared/types';
import { useBackCloses } from '../../../../lib/use-back-closes';

type MoveToTableDialogProps = {
  guests: AdminGuest[];
  holders: Map<string, AdminGuest>;
  open: boolean;
  onClose: () => void;
  /** Seats each guest at the table, in the order given; resolves true when all were seated. */
  onMove: (moves: { guest: AdminGuest; table: string; tpos: string }[]) => Promise<boolean>;
};

/** Seats the chosen guests together at one table, in its lowest free seats. */
export function MoveToTableDialog({ guests, holders, open, onClose, onMove }: MoveToTableDialogProps) {
  useBackCloses(open, onClose);
  const [table, setTable] = useState('');
  const [moving, setMoving] = useState(false);
  // Who already sits at that table keeps their seat; the others take its lowest free seats.
  const others = guests.filter((guest) => guest.table !== table || !guest.tpos);
  const free = table ? freeSeats(table, wedding.positions, holders) : [];
  const enough = free.length >= others.length;

  const move = async () => {
    setMoving(true);
    const done = await onMove(others.map((guest, i) => ({ guest, table, tpos: free[i]! })));
    setMoving(false);
    if (done) onClose();
  };

  return (
    <Dialog open={open} onClose={moving ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="move-title">
      <DialogTitle id="move-title">Move {guests.length} guest(s) to a table</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2, overflowWrap: 'anywhere' }}>
          {guests.map((guest) => displayName(guest)).join(', ')}
        </Typography>
        <TextField select fullWidth label="Table" value={table} onChange={(event) => setTable(event.target.value)}>
          {wedding.tables.map((option) => (
            <MenuItem key={option} value={option}>
              {tableLabel(option)} ({freeSeats(option, wedding.positions, holders).length} free seats)
            </MenuItem>
          ))}
        </TextField>
        {table && enough && (
          <Typography variant="body2" sx={{ mt: 2 }}>
            Seats{' '}
            {free
              .slice(0, others.length)
              .map((tpos) => seatNumber(tpos))
              .join(', ') || 'none'}{' '}
            at {tableLabel(table)}, in the order of the list.
          </Typography>
        )}
        {table && !enough && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {tableLabel(table)} has {free.length} free seat(s): choose fewer guests or another table.
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={moving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={move} disabled={!table || !enough || moving}>
          {moving ? 'Moving...' : 'Move'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
