import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { DialogStrings } from '../dialog-strings';

type Props = {
  guestId: string;
  name: string;
  /** null: no answer yet and not touched (neither choice is shown as chosen). */
  value: boolean | null;
  disabled: boolean;
  words: DialogStrings;
  onChange: (rsvp: boolean) => void;
};

/**
 * The explicit per-person choice beside the SPEC's switch: a person who never answered can say "not attending"
 * in one step. Until one is chosen (or the switch moved), the person records nothing.
 */
export function AttendChoice({ guestId, name, value, disabled, words, onChange }: Props) {
  return (
    <RadioGroup
      row
      aria-label={words.choiceLabel(name)}
      data-testid={`rsvp-choice-${guestId}`}
      value={value === null ? '' : value ? 'yes' : 'no'}
      onChange={(_, chosen) => onChange(chosen === 'yes')}
      sx={{ justifyContent: 'flex-end', columnGap: 1 }}
    >
      <FormControlLabel
        value="yes"
        disabled={disabled}
        control={<Radio size="small" />}
        label={words.state.attending}
        sx={{ mr: 0 }}
      />
      <FormControlLabel
        value="no"
        disabled={disabled}
        control={<Radio size="small" />}
        label={words.state.notAttending}
        sx={{ mr: 0 }}
      />
    </RadioGroup>
  );
}
