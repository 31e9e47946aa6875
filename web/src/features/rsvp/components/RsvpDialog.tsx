import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import type { InvitationGuest } from '../api/get-invitation';
import { updateGuests } from '../api/update-guests';
import type { InvitationState } from '../hooks/use-invitation';
import { answersFrom, answersToSave, type Answers } from '../rsvp-form';
import { GuestRsvpRow } from './GuestRsvpRow';

type Props = {
  open: boolean;
  onClose: () => void;
  guests: InvitationGuest[];
  state: InvitationState;
  onSaved: (guests: InvitationGuest[]) => void;
};

/** Starts from the saved answers each time it is opened (its parent mounts a fresh one per opening). */
export default function RsvpDialog({ open, onClose, guests, state, onSaved }: Props) {
  const { enqueueSnackbar } = useSnackbar();
  const [edits, setEdits] = useState<Answers>({});
  const [saving, setSaving] = useState(false);
  const answers = { ...answersFrom(guests), ...edits };
  const ready = state === 'ready';

  const save = async () => {
    setSaving(true);
    const answer = await updateGuests(answersToSave(guests, answers));
    setSaving(false);
    if (answer.error || !answer.data) {
      enqueueSnackbar(answer.message, { variant: 'error' });
      return;
    }
    onSaved(answer.data);
    onClose();
    enqueueSnackbar(answer.message, { variant: 'success' });
  };

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="rsvp-title"
      aria-describedby="rsvp-hint"
      sx={{ '& .MuiDialog-paper': { m: 1.5, width: 'calc(100% - 24px)', borderRadius: 4 } }}
    >
      <DialogTitle
        id="rsvp-title"
        sx={{ fontFamily: (theme) => theme.typography.h2.fontFamily, fontSize: '1.9rem', pb: 0.5 }}
      >
        RSVP &amp; Select Meal
      </DialogTitle>
      <DialogContent>
        <Typography id="rsvp-hint" sx={{ color: 'text.secondary', mb: 1.5 }}>
          Toggle the switch next to a name to RSVP and select a meal
        </Typography>
        {ready ? (
          <Box component="ul" sx={{ m: 0, p: 0 }}>
            {guests.map((guest) => (
              <GuestRsvpRow
                key={guest.id}
                guest={guest}
                answer={answers[guest.id]!}
                onChange={(next) => setEdits((current) => ({ ...current, [guest.id]: next }))}
              />
            ))}
          </Box>
        ) : (
          <Box role="status" aria-label="Loading" sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            {state === 'loading' && <CircularProgress />}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={saving} color="inherit">
          Cancel
        </Button>
        <Button variant="contained" onClick={save} disabled={saving || !ready}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
