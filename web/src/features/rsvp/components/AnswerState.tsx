import Typography from '@mui/material/Typography';
import type { DialogStrings } from '../dialog-strings';

/** Beside a switch: attending, not attending, or no answer yet (the switch's aria-describedby). */
export function AnswerState({
  id,
  state,
  words,
}: {
  id: string;
  state: keyof DialogStrings['state'];
  words: DialogStrings;
}) {
  return (
    <Typography
      id={id}
      data-testid={id}
      sx={{ textAlign: 'right', fontSize: '0.85rem', color: state === 'attending' ? 'success.main' : 'text.secondary' }}
    >
      {words.state[state]}
    </Typography>
  );
}
