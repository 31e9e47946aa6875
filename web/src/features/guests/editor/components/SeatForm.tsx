import { displayName } from '@contract/people';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isSeat, seatKey, seatText } from '@contract/seats';
import { useState } from 'react';
import { wedding } from '@config';
import { seatNumber, tableLabel } from '@contract/seating';
import { canSubmitEdit, type EditChoice } from '../../shared/dialog-rules';
import { tableText } from '../../shared/guest-format';
import type { AdminGuest } from '../../shared/types';
import { saveBarSx } from './save-bar';

type SeatFormProps = {
  guest: AdminGuest;
  /** Who sits in each seat now ('table\nseat' -> guest). */
  holders: Map<string, AdminGuest>;
  readOnly: boolean;
  /** Resolves true once the guest was seated (and, with `swap`, the seat's guest moved to theirs). */
  onSubmit: (guest: AdminGuest, choice: EditChoice, swap: AdminGuest | null) => Promise<boolean>;
  onDone: () => void;
};

/** The guest's table and seat. Taken seats are marked with who sits there; choosing one offers a swap. */
export function SeatForm({ guest, holders, readOnly, onSubmit, onDone }: SeatFormProps) {
  const [choice, setChoice] = useState<EditChoice>({ table: guest.table, tpos: guest.tpos });
  const [updating, setUpdating] = useState(false);
  const holderOf = (tpos: string) => {
    const holder = holders.get(seatKey({ table: choice.table, tpos }));
    return holder && holder.id !== guest.id ? holder : undefined;
  };
  const taken = choice.table && choice.tpos ? holderOf(choice.tpos) : undefined;

  const submit = async () => {
    setUpdating(true);
    const done = await onSubmit(guest, choice, taken ?? null);
    setUpdating(false);
    if (done) onDone();
  };

  return (
    <Box sx={{ pt: 1 }}>
      <Typography sx={{ fontWeight: 600, fontSize: '1.1rem' }}>{displayName(guest)}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2.5 }}>
        Current table: {tableText(guest.table)}
        {guest.table && guest.tpos ? `, seat ${seatNumber(guest.tpos)}` : ''}
      </Typography>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          label="Table"
          value={choice.table}
          disabled={readOnly}
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
          label="Seat"
          value={choice.tpos}
          disabled={readOnly}
          onChange={(event) => setChoice((current) => ({ ...current, tpos: event.target.value }))}
          slotProps={{ select: { renderValue: (value) => seatNumber(String(value)) } }}
          sx={{ flex: 1 }}
        >
          {wedding.positions.map((position) => {
            const holder = choice.table ? holderOf(position) : undefined;
            return (
              <MenuItem
                key={position}
                value={position}
                aria-label={
                  holder
                    ? `Seat ${seatNumber(position)}, taken by ${displayName(holder)}`
                    : `Seat ${seatNumber(position)}`
                }
              >
                {seatNumber(position)}
                {holder && (
                  <Box component="span" sx={{ ml: 1, color: 'text.secondary', fontSize: '0.85rem' }}>
                    taken: {displayName(holder)}
                  </Box>
                )}
              </MenuItem>
            );
          })}
        </TextField>
      </Stack>
      {taken && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {seatText(choice)} is {displayName(taken)}&apos;s seat. Swap them: {displayName(guest)} takes it and{' '}
          {displayName(taken)} {isSeat(guest) ? `moves to ${seatText(guest)}` : 'has no seat'}.
        </Alert>
      )}
      <Box sx={{ ...saveBarSx, mt: 2.5 }}>
        <Button variant="contained" onClick={submit} disabled={readOnly || !canSubmitEdit(choice, updating)}>
          {updating ? 'Updating...' : taken ? 'Swap seats' : 'Submit'}
        </Button>
      </Box>
    </Box>
  );
}
