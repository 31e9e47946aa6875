import { NOTIFY_OPTIONS, type Notify } from '@contract/last-weeks';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useState } from 'react';
import { useSaveGuest } from '../hooks/use-save-guest';
import type { AdminGuest } from '../../shared/types';

const LABELS: Record<Notify, string> = {
  none: 'No emails',
  each: 'An email for each change to an answer',
  daily: 'One email a day at 09:00 (only when something changed)',
};

/**
 * The signed-in admin's own email alerts about answers (and about a final count that moved), saved with
 * PATCH /admin/guests/{id} {notify} on their own guest document. In their Details and in Settings.
 */
export function MyAlertsForm({ self, idPrefix = 'alerts' }: { self: AdminGuest; idPrefix?: string }) {
  const { save, saving, error } = useSaveGuest();
  const [chosen, setChosen] = useState(self.notify);
  const choose = async (notify: Notify) => {
    setChosen(notify);
    const answer = await save(self.id, { notify }, 'Email alerts saved.');
    if (!answer) setChosen(self.notify);
  };
  return (
    <Box sx={{ mt: idPrefix === 'alerts' ? 3 : 0 }}>
      <FormControl disabled={saving}>
        <FormLabel id={`${idPrefix}-label`} sx={{ fontWeight: 600, color: 'text.primary' }}>
          My email alerts about RSVPs{self.email ? ` (to ${self.email})` : ''}
        </FormLabel>
        <RadioGroup
          aria-labelledby={`${idPrefix}-label`}
          value={chosen}
          onChange={(event) => void choose(event.target.value as Notify)}
        >
          {NOTIFY_OPTIONS.map((option) => (
            <FormControlLabel key={option} value={option} control={<Radio />} label={LABELS[option]} />
          ))}
        </RadioGroup>
      </FormControl>
      {!self.email && (
        <Alert severity="info">
          {idPrefix === 'alerts'
            ? 'Add your email address above first: the alerts are sent there.'
            : 'Add your email address to your own guest record first (Guests tab, Edit, Details): the alerts are sent there.'}
        </Alert>
      )}
      {error && <Alert severity="error">{error.message}</Alert>}
    </Box>
  );
}
