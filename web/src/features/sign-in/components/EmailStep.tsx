import Button from '@mui/material/Button';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useT } from '../../../stores/language';

const emailInputProps = { autoComplete: 'email', inputMode: 'email', 'data-testid': 'email-input' } as const;

type Props = {
  email: string;
  onEmailChange: (email: string) => void;
  onSubmit: () => void;
  loading: boolean;
};

/** Signing in with an email address: the code is emailed. */
export default function EmailStep({ email, onEmailChange, onSubmit, loading }: Props) {
  const t = useT();
  const ready = /^\S+@\S+\.\S+$/.test(email.trim());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!loading && ready) onSubmit();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Typography component="label" htmlFor="email" sx={{ display: 'block', mb: 1.5, fontSize: '1.1rem' }}>
        {t.signIn.emailPrompt}
      </Typography>
      <OutlinedInput
        id="email"
        fullWidth
        autoFocus
        type="email"
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        placeholder="name@example.com"
        slotProps={{ input: emailInputProps }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 3 }}
        disabled={loading || !ready}
        aria-describedby={ready ? undefined : 'email-me-why'}
      >
        {loading ? t.signIn.checking : t.signIn.emailMe}
      </Button>
      {!ready && (
        <Typography id="email-me-why" variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          {t.signIn.emailMeWhy}
        </Typography>
      )}
    </form>
  );
}
