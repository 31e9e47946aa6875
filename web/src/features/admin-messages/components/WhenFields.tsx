import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { scheduledFor, type MessageForm } from '../message-form';
import { EVENT_ZONE, startsAtFor } from '../schedule';
import { formatWhen } from '../../../lib/event-clock';
import { QUIET_HOURS_TEXT } from '@contract/quiet-hours';

type Props = {
  form: MessageForm;
  onChange: (changes: Partial<MessageForm>) => void;
  disabled: boolean;
};

/** What the time field says under it: when the batch really starts, or what is wrong with the time. */
function timeHelp(form: MessageForm): { text: string; error: boolean } {
  const at = scheduledFor(form);
  if (at === null) return { text: `A date and time on the wedding's clock (${EVENT_ZONE}).`, error: false };
  if (at <= Date.now()) return { text: 'This time has passed: choose a later one, or send now.', error: true };
  const starts = startsAtFor(at);
  return starts === at
    ? { text: `Starts ${formatWhen(at)}.`, error: false }
    : { text: `No texts go out ${QUIET_HOURS_TEXT}, so it starts ${formatWhen(starts)}.`, error: false };
}

/** Send now, or schedule for a moment on the event's clock. */
export function WhenFields({ form, onChange, disabled }: Props) {
  const at = scheduledFor(form);
  const help = timeHelp(form);
  return (
    <FormControl disabled={disabled}>
      <FormLabel id="when-label">When</FormLabel>
      <RadioGroup
        row
        aria-labelledby="when-label"
        value={form.when}
        onChange={(event) => onChange({ when: event.target.value as MessageForm['when'] })}
      >
        <FormControlLabel value="now" control={<Radio />} label="Send now" />
        <FormControlLabel
          value="later"
          control={<Radio />}
          label={form.when === 'later' && at !== null ? `Schedule for ${formatWhen(at)}` : 'Schedule for later'}
        />
      </RadioGroup>
      {form.when === 'later' && (
        <TextField
          type="datetime-local"
          label={`Send at (${EVENT_ZONE} time)`}
          value={form.sendAt}
          disabled={disabled}
          onChange={(event) => onChange({ sendAt: event.target.value })}
          error={help.error}
          helperText={help.text}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ mt: 1, maxWidth: 320 }}
        />
      )}
    </FormControl>
  );
}
