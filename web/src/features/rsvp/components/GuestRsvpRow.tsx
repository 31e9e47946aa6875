import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useT } from '../../../stores/language';
import type { InvitationGuest } from '../api/get-invitation';
import type { DialogStrings } from '../dialog-strings';
import { mealReminder, type Answer } from '../rsvp-form';
import { DietaryNote } from './DietaryNote';
import { MealChoice } from './MealChoice';
import { AnswerState } from './AnswerState';
import { AttendChoice } from './AttendChoice';
import { needsMeal } from '@contract/events';

type Props = {
  guest: InvitationGuest;
  /** The name shown: an unnamed companion reads "Guest of ...". */
  name: string;
  answer: Answer;
  readOnly?: boolean;
  /** Save was pressed: a person attending without a meal is reminded. */
  showReminder?: boolean;
  words: DialogStrings;
  /** Rename and remove, for a companion. */
  actions?: ReactNode;
  /** The couple's questions for this person, once they attend. */
  questions?: ReactNode;
  onChange: (answer: Answer) => void;
};

/** The state beside a switch: attending, not attending (answered, or switched off now), or no answer yet. */
function stateOf(guest: InvitationGuest, answer: Answer): keyof DialogStrings['state'] {
  if (answer.rsvp) return 'attending';
  return answer.touched || guest.responded ? 'notAttending' : 'noAnswer';
}

export function GuestRsvpRow(props: Props) {
  const { guest, name, answer, readOnly = false, showReminder = false, words, actions, questions, onChange } = props;
  const t = useT();
  const reminder = readOnly || !showReminder ? null : mealReminder(guest, answer, t, name);
  const state = stateOf(guest, answer);
  const stateId = `rsvp-state-${guest.id}`;

  return (
    <Box
      component="li"
      data-testid={`rsvp-person-${guest.id}`}
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}
    >
      <FormControlLabel
        label={name}
        labelPlacement="start"
        disabled={readOnly}
        control={
          <Switch
            checked={answer.rsvp}
            onChange={(_, rsvp) => onChange({ ...answer, rsvp, touched: true })}
            slotProps={{ input: { 'aria-describedby': stateId } }}
            // MUI's pale default track is below the 3:1 contrast a control needs.
            sx={{ '& .MuiSwitch-switchBase:not(.Mui-checked) + .MuiSwitch-track': { opacity: 0.6 } }}
          />
        }
        slotProps={{ typography: { sx: { fontWeight: 600, fontSize: '1.05rem', color: 'text.primary' } } }}
        sx={{ m: 0, width: '100%', justifyContent: 'space-between' }}
      />
      <AnswerState id={stateId} state={state} words={words} />
      <AttendChoice
        guestId={guest.id}
        name={name}
        value={state === 'noAnswer' ? null : answer.rsvp}
        disabled={readOnly}
        words={words}
        onChange={(rsvp) => onChange({ ...answer, rsvp, touched: true })}
      />
      {actions}
      <Collapse in={answer.rsvp} unmountOnExit>
        {!needsMeal(guest.ageGroup) ? (
          <Typography sx={{ mt: 1, color: 'text.secondary', fontSize: '0.92rem' }}>{words.infantNoMeal}</Typography>
        ) : (
          <MealChoice
            guestId={guest.id}
            guestName={name}
            plate={answer.plate}
            ageGroup={guest.ageGroup}
            disabled={readOnly}
            onChange={(plate) => onChange({ ...answer, plate })}
          />
        )}
        <DietaryNote
          guestId={guest.id}
          guestName={name}
          note={answer.dietary}
          readOnly={readOnly}
          onChange={(dietary) => onChange({ ...answer, dietary })}
        />
      </Collapse>
      {questions}
      {reminder && (
        <Typography role="status" sx={{ mt: 1, color: 'error.main', fontSize: '0.92rem', fontWeight: 500 }}>
          {reminder}
        </Typography>
      )}
    </Box>
  );
}
