import { displayName } from '@contract/people';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { mealsFor, needsMeal } from '@contract/events';
import { useSiteCatalog } from '../../../../lib/site-catalog';
import { LIMITS } from '@contract/options';
import { useState, type FormEvent } from 'react';
import { useSaveGuest } from '../hooks/use-save-guest';
import { lastSentText } from '../../shared/guest-format';
import type { AdminGuest } from '../../shared/types';
import { saveBarSx } from './save-bar';

type GuestRsvpFormProps = {
  base: AdminGuest;
  readOnly: boolean;
  onSaved: (guest: AdminGuest) => void;
  onConflict: (code: number) => void;
};

/** What a 'no' stores, whichever door it comes through (functions/src/rsvp/record-answers.ts). */
const DECLINE_KEEPS_NOTHING = 'A guest who is not attending keeps no meal and no dietary note.';

/** An RSVP the couple took for a guest (by phone, in person): attending, meal and dietary note. */
export function GuestRsvpForm({ base, readOnly, onSaved, onConflict }: GuestRsvpFormProps) {
  const catalog = useSiteCatalog();
  const [rsvp, setRsvp] = useState(base.rsvp);
  const [plate, setPlate] = useState(base.plate);
  const [dietary, setDietary] = useState(base.dietary);
  const { save, saving, error } = useSaveGuest({ onConflict });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await save(base.id, {
      rsvp,
      plate: rsvp ? plate : '',
      dietary: rsvp ? dietary : '',
      expectedUpdatedAt: base.updatedAt,
    });
    if (answer) onSaved(answer.data);
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="RSVP">
      <Stack spacing={2} sx={{ pt: 1 }}>
        {error && <Alert severity="error">{error.message}</Alert>}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {base.respondedAt ? `Last answered: ${lastSentText(base.respondedAt)}` : 'No answer recorded yet.'}
        </Typography>
        <FormControlLabel
          control={<Switch checked={rsvp} onChange={(event) => setRsvp(event.target.checked)} />}
          label={rsvp ? `${displayName(base)} is attending` : `${displayName(base)} is not attending`}
          disabled={readOnly}
        />
        {rsvp && needsMeal(base.ageGroup) && (
          <RadioGroup aria-label="Meal" value={plate} onChange={(event) => setPlate(event.target.value)}>
            {mealsFor(base.ageGroup, catalog).map((meal) => (
              <FormControlLabel
                key={meal.id}
                value={meal.id}
                control={<Radio />}
                disabled={readOnly}
                label={`${meal.name} (${meal.sides})`}
              />
            ))}
          </RadioGroup>
        )}
        {rsvp && !plate && needsMeal(base.ageGroup) && (
          <Alert severity="info">No meal chosen yet: the caterer sheet will say so.</Alert>
        )}
        {rsvp ? (
          <TextField
            label="Dietary needs or allergies"
            value={dietary}
            onChange={(event) => setDietary(event.target.value.replace(/[\r\n]+/g, ' '))}
            disabled={readOnly}
            helperText={`${dietary.length}/${LIMITS.dietaryMax}`}
            slotProps={{ htmlInput: { maxLength: LIMITS.dietaryMax } }}
          />
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {DECLINE_KEEPS_NOTHING}
          </Typography>
        )}
        <Box sx={saveBarSx}>
          <Button type="submit" variant="contained" disabled={readOnly || saving}>
            {saving ? 'Saving...' : 'Save RSVP'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
