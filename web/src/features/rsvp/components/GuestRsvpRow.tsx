import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { InvitationGuest } from '../api/get-invitation';
import type { RsvpAnswer } from '../api/update-guests';
import { mealReminder } from '../rsvp-form';
import { MealChoice } from './MealChoice';

type Props = { guest: InvitationGuest; answer: RsvpAnswer; onChange: (answer: RsvpAnswer) => void };

export function GuestRsvpRow({ guest, answer, onChange }: Props) {
  const name = `${guest.first} ${guest.last}`;
  const reminder = mealReminder(guest, answer);

  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}>
      <FormControlLabel
        label={name}
        labelPlacement="start"
        control={
          <Switch
            checked={answer.rsvp}
            onChange={(_, rsvp) => onChange({ ...answer, rsvp })}
            // MUI's pale default track is below the 3:1 contrast a control needs.
            sx={{ '& .MuiSwitch-switchBase:not(.Mui-checked) + .MuiSwitch-track': { opacity: 0.6 } }}
          />
        }
        slotProps={{ typography: { sx: { fontWeight: 600, fontSize: '1.05rem' } } }}
        sx={{ m: 0, width: '100%', justifyContent: 'space-between' }}
      />
      <Collapse in={answer.rsvp} unmountOnExit>
        <MealChoice
          guestId={guest.id}
          guestName={name}
          plate={answer.plate}
          onChange={(plate) => onChange({ ...answer, plate })}
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
