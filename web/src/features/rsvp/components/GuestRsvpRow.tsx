import { displayName } from '@contract/people';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useT } from '../../../lib/i18n/language';
import type { InvitationGuest } from '../api/get-invitation';
import { mealReminder, type Answer } from '../rsvp-form';
import { DietaryNote } from './DietaryNote';
import { MealChoice } from './MealChoice';

type Props = { guest: InvitationGuest; answer: Answer; readOnly?: boolean; onChange: (answer: Answer) => void };

export function GuestRsvpRow({ guest, answer, readOnly = false, onChange }: Props) {
  const t = useT();
  const name = displayName(guest);
  const reminder = readOnly ? null : mealReminder(guest, answer, t);

  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}>
      <FormControlLabel
        label={name}
        labelPlacement="start"
        disabled={readOnly}
        control={
          <Switch
            checked={answer.rsvp}
            onChange={(_, rsvp) => onChange({ ...answer, rsvp })}
            // MUI's pale default track is below the 3:1 contrast a control needs.
            sx={{ '& .MuiSwitch-switchBase:not(.Mui-checked) + .MuiSwitch-track': { opacity: 0.6 } }}
          />
        }
        slotProps={{ typography: { sx: { fontWeight: 600, fontSize: '1.05rem', color: 'text.primary' } } }}
        sx={{ m: 0, width: '100%', justifyContent: 'space-between' }}
      />
      <Collapse in={answer.rsvp} unmountOnExit>
        <MealChoice
          guestId={guest.id}
          guestName={name}
          plate={answer.plate}
          disabled={readOnly}
          onChange={(plate) => onChange({ ...answer, plate })}
        />
        <DietaryNote
          guestId={guest.id}
          guestName={name}
          note={answer.dietary}
          readOnly={readOnly}
          onChange={(dietary) => onChange({ ...answer, dietary })}
        />
      </Collapse>
      {reminder && (
        <Typography role="status" sx={{ mt: 1, color: 'error.main', fontSize: '0.92rem', fontWeight: 500 }}>
          {reminder}
        </Typography>
      )}
    </Box>
  );
}
