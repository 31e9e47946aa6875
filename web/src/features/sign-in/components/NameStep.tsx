import Button from '@mui/material/Button';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useT } from '../../../stores/language';

type Props = {
  first: string;
  last: string;
  onFirstChange: (first: string) => void;
  onLastChange: (last: string) => void;
  onSubmit: () => void;
  loading: boolean;
};

/** Finding the invitation by first and last name: the code goes to the number or email the couple has. */
export default function NameStep({ first, last, onFirstChange, onLastChange, onSubmit, loading }: Props) {
  const t = useT();
  const ready = first.trim() !== '' && last.trim() !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!loading && ready) onSubmit();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Typography sx={{ mb: 1.5, fontSize: '1.1rem' }}>{t.signIn.namePrompt}</Typography>
      <Typography component="label" htmlFor="first-name" variant="body2" sx={{ display: 'block', mb: 0.5 }}>
        {t.signIn.firstName}
      </Typography>
      <OutlinedInput
        id="first-name"
        fullWidth
        autoFocus
        value={first}
        onChange={(event) => onFirstChange(event.target.value)}
        slotProps={{ input: { autoComplete: 'given-name' } }}
      />
      <Typography component="label" htmlFor="last-name" variant="body2" sx={{ display: 'block', mt: 2, mb: 0.5 }}>
        {t.signIn.lastName}
      </Typography>
      <OutlinedInput
        id="last-name"
        fullWidth
        value={last}
        onChange={(event) => onLastChange(event.target.value)}
        slotProps={{ input: { autoComplete: 'family-name' } }}
      />
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 3 }} disabled={loading || !ready}>
        {loading ? t.signIn.checking : t.signIn.findMe}
      </Button>
    </form>
  );
}
