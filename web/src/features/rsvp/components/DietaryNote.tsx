import Box from '@mui/material/Box';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { useT } from '../../../stores/language';
import { dietaryProblem } from '../rsvp-form';

type Props = { guestId: string; guestName: string; note: string; readOnly: boolean; onChange: (note: string) => void };

/** A guest's dietary needs or allergies, at most 200 characters, counted as they type. */
export function DietaryNote({ guestId, guestName, note, readOnly, onChange }: Props) {
  const t = useT();
  const problem = dietaryProblem(note, t);
  const id = `dietary-${guestId}`;

  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography component="label" htmlFor={id} sx={{ display: 'block', fontSize: '0.92rem', mb: 0.5 }}>
        {t.rsvp.dietaryLabel}
      </Typography>
      <OutlinedInput
        id={id}
        fullWidth
        size="small"
        value={note}
        readOnly={readOnly}
        // Grows with what is typed; a note is one paragraph, so Enter adds no line break.
        multiline
        minRows={1}
        maxRows={6}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        onChange={(event) => onChange(event.target.value)}
        error={problem !== null}
        slotProps={{
          input: {
            'aria-label': `${t.rsvp.dietaryLabel}, ${guestName}`,
            'aria-describedby': `${id}-count${problem ? ` ${id}-problem` : ''}`,
            'aria-invalid': problem !== null,
          },
        }}
      />
      <Box sx={{ display: 'flex', gap: 1, mt: 0.5, fontSize: '0.85rem' }}>
        {problem && (
          <Typography id={`${id}-problem`} role="alert" sx={{ color: 'error.main', fontSize: 'inherit', flex: 1 }}>
            {problem}
          </Typography>
        )}
        <Typography
          id={`${id}-count`}
          sx={{ ml: 'auto', fontSize: 'inherit', color: problem ? 'error.main' : 'text.secondary' }}
        >
          {t.rsvp.dietaryCount(note.length)}
        </Typography>
      </Box>
    </Box>
  );
}
