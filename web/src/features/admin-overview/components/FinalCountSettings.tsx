import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';
import { useUpdateSettings } from '../api/update-settings';
import { EVENT_TIME_ZONE, fromLocalInput, toLocalInput } from '../deadline';
import type { SiteSettingsData } from '../types';
import { consoleTime } from '../../../lib/event-clock';

const list = (text: string) =>
  text
    .split(/[,;\s]+/)
    .map((address) => address.trim())
    .filter(Boolean);

/** When the caterer's numbers are frozen and emailed to them (section 29), and where to. */
export function FinalCountSettings({ settings }: { settings: SiteSettingsData }) {
  const [at, setAt] = useState(toLocalInput(settings.finalCountAt ?? null));
  const [caterers, setCaterers] = useState((settings.catererEmails ?? []).join(', '));
  const save = useUpdateSettings();
  const { enqueueSnackbar } = useSnackbar();
  // Read once when the card opens: whether the stored final count has already happened.
  const [passed] = useState(() => (settings.finalCountAt ? Date.parse(settings.finalCountAt) <= Date.now() : false));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await save
      .mutateAsync({
        rsvpClosesAt: settings.rsvpClosesAt,
        seatingPublished: settings.seatingPublished,
        // Unchanged, the stored instant goes back as it is (the field shows whole minutes only).
        finalCountAt:
          at === toLocalInput(settings.finalCountAt ?? null) ? (settings.finalCountAt ?? null) : fromLocalInput(at),
        catererEmails: list(caterers),
      })
      .catch(() => null);
    if (answer) enqueueSnackbar('Final count settings saved.', { variant: 'success' });
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="final-count-heading" sx={{ p: 2, borderRadius: 3 }}>
      <Typography id="final-count-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        Final count for the caterer
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        At this moment each event&apos;s numbers (attending, meals, dietary notes) are frozen and emailed to the
        caterer. After it, any change that moves a number is emailed to the admins who chose email alerts.
      </Typography>
      <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        {save.error && <Alert severity="error">{save.error.message}</Alert>}
        {passed && (
          <Alert severity="info">
            Frozen at {consoleTime(settings.finalCountAt)}. Choose a later time to freeze the numbers again.
          </Alert>
        )}
        <TextField
          type="datetime-local"
          label={`Final count at (${EVENT_TIME_ZONE} time)`}
          value={at}
          onChange={(event) => setAt(event.target.value)}
          helperText="Any time from now on. Empty: no final count."
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="Caterer email addresses"
          value={caterers}
          onChange={(event) => setCaterers(event.target.value)}
          helperText="Separate several addresses with commas."
          slotProps={{ htmlInput: { autoComplete: 'off' } }}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save final count'}
          </Button>
        </Box>
      </Box>
    </Card>
  );
}
