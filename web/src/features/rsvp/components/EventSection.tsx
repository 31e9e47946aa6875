import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { InvitationGuest } from '../api/get-invitation';
import type { DialogStrings } from '../dialog-strings';
import type { Answer, Answers } from '../rsvp-form';
import { AnswerState } from './AnswerState';

type Props = {
  event: string;
  guests: InvitationGuest[];
  names: Record<string, string>;
  answers: Answers;
  readOnly: boolean;
  words: DialogStrings;
  onChange: (answer: Answer) => void;
  /** The couple's questions asked at this event, for a person invited to it (shown once they attend). */
  questions?: (guest: InvitationGuest, answer: Answer) => ReactNode;
};

/** One further event: a switch per person invited to it, where each stands, and its questions for those attending. */
export function EventSection({ event, guests, names, answers, readOnly, words, onChange, questions }: Props) {
  const invited = guests.filter((guest) => guest.events.includes(event));
  if (!invited.length) return null;
  const titleId = `event-section-${event}`;
  return (
    <Box component="section" aria-labelledby={titleId} data-testid={titleId} sx={{ mt: 2.5 }}>
      <Typography id={titleId} component="h3" sx={{ fontWeight: 600, fontSize: '1.1rem', color: 'primary.main' }}>
        {words.eventName(event)}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0 }}>
        {invited.map((guest) => {
          const answer = answers[guest.id]!;
          const value = answer.eventRsvps[event];
          const state = value === true ? 'attending' : value === false ? 'notAttending' : 'noAnswer';
          const stateId = `event-state-${event}-${guest.id}`;
          return (
            <Box component="li" key={guest.id} sx={{ py: 1, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}>
              <FormControlLabel
                label={names[guest.id]}
                labelPlacement="start"
                disabled={readOnly}
                control={
                  <Switch
                    checked={value === true}
                    onChange={(_, on) => onChange({ ...answer, eventRsvps: { ...answer.eventRsvps, [event]: on } })}
                    slotProps={{
                      input: {
                        'aria-describedby': stateId,
                        'aria-label': words.eventAttending(words.eventName(event), names[guest.id]!),
                      },
                    }}
                    sx={{ '& .MuiSwitch-switchBase:not(.Mui-checked) + .MuiSwitch-track': { opacity: 0.6 } }}
                  />
                }
                slotProps={{ typography: { sx: { fontWeight: 500, color: 'text.primary' } } }}
                sx={{ m: 0, width: '100%', justifyContent: 'space-between' }}
              />
              <AnswerState id={stateId} state={state} words={words} />
              {questions?.(guest, answer)}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
