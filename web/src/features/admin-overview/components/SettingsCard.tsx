import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';
import { useUpdateSettings } from '../api/update-settings';
import { EVENT_TIME_ZONE, fromLocalInput, toLocalInput } from '../deadline';
import { deadlineWarning } from '../deadline-check';
import type { SiteSettingsData } from '../types';
import { consoleTime } from '../../../lib/event-clock';
import { useBackCloses } from '../../../lib/use-back-closes';

/** The RSVP deadline (after it guests cannot change their answers) and whether guests see their seats. */
export function SettingsCard({ settings }: { settings: SiteSettingsData }) {
  const [deadline, setDeadline] = useState(toLocalInput(settings.rsvpClosesAt));
  const [published, setPublished] = useState(settings.seatingPublished);
  const save = useUpdateSettings();
  const { enqueueSnackbar } = useSnackbar();
  const changed = deadline !== toLocalInput(settings.rsvpClosesAt) || published !== settings.seatingPublished;

  const [warning, setWarning] = useState<string | null>(null);
  useBackCloses(warning !== null, () => setWarning(null));

  const submit = async (event: FormEvent | null, confirmed = false) => {
    event?.preventDefault();
    // A deadline in the past, or one that closes RSVPs at once, asks first (section 28).
    const asks = confirmed ? null : deadlineWarning(fromLocalInput(deadline), settings.rsvpClosesAt);
    setWarning(asks);
    if (asks) return;
    const answer = await save
      .mutateAsync({ rsvpClosesAt: fromLocalInput(deadline), seatingPublished: published })
      .catch(() => null);
    if (answer) enqueueSnackbar(answer.message, { variant: 'success' });
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="settings-heading" sx={{ p: 2, borderRadius: 3 }}>
      <Typography id="settings-heading" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        Settings
      </Typography>
      <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        {save.error && <Alert severity="error">{save.error.message}</Alert>}
        <TextField
          type="datetime-local"
          label={`RSVP deadline (${EVENT_TIME_ZONE} time)`}
          value={deadline}
          onChange={(event) => setDeadline(event.target.value)}
          helperText="After this moment guests can no longer change their RSVP (you still can). Empty: no deadline."
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormControlLabel
          control={<Switch checked={published} onChange={(event) => setPublished(event.target.checked)} />}
          label="Seating published: guests see their table and seat"
        />
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          {deadline && (
            <Button onClick={() => setDeadline('')} disabled={save.isPending}>
              Clear deadline
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={!changed || save.isPending}>
            {save.isPending ? 'Saving...' : 'Save settings'}
          </Button>
        </Box>
        {settings.updatedByName && settings.updatedAt && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Last changed by {settings.updatedByName} on {consoleTime(settings.updatedAt)}.
          </Typography>
        )}
      </Box>
      <Dialog open={warning !== null} onClose={() => setWarning(null)} aria-labelledby="deadline-confirm-title">
        <DialogTitle id="deadline-confirm-title">Close RSVPs now?</DialogTitle>
        <DialogContent>
          <Typography>{warning}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setWarning(null)} color="inherit">
            Go back
          </Button>
          <Button variant="contained" onClick={() => void submit(null, true)}>
            Save this deadline
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
