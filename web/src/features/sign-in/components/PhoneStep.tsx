import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useT } from '../../../stores/language';
import { formatNational, MIN_PHONE_LENGTH, nextPhoneValue } from '../phone';

const phoneInputProps = {
  inputMode: 'tel',
  autoComplete: 'tel-national',
  'aria-describedby': 'phone-consent',
  'data-testid': 'phone-input',
  style: { fontSize: '1.25rem', letterSpacing: '0.04em' },
} as const;

type Props = {
  phone: string;
  onPhoneChange: (phone: string) => void;
  onSubmit: () => void;
  loading: boolean;
};

export function PhoneStep({ phone, onPhoneChange, onSubmit, loading }: Props) {
  const t = useT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!loading && phone.length >= MIN_PHONE_LENGTH) onSubmit();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Typography component="label" htmlFor="phone" sx={{ display: 'block', mb: 1.5, fontSize: '1.1rem' }}>
        {t.signIn.phonePrompt}
      </Typography>
      {/* OutlinedInput rather than TextField: TextField brings Select and its menu, which this screen never uses. */}
      <OutlinedInput
        id="phone"
        fullWidth
        autoFocus
        value={formatNational(phone)}
        onChange={(event) => onPhoneChange(nextPhoneValue(phone, event.target.value))}
        placeholder="(201) 555-0123"
        startAdornment={
          <InputAdornment position="start" sx={{ '& p': { fontWeight: 600, color: 'text.primary' } }}>
            {t.signIn.countryPrefix}
          </InputAdornment>
        }
        slotProps={{ input: phoneInputProps }}
      />
      <Typography id="phone-consent" variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        <span>{t.signIn.consent}</span>{' '}
        {/* A plain link: it works on the prerendered screen too, before the app has started. */}
        <Link href="/privacy" underline="always">
          {t.signIn.privacy}
        </Link>
      </Typography>
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 3 }}
        disabled={loading || phone.length < MIN_PHONE_LENGTH}
      >
        {loading ? t.signIn.checking : t.signIn.proceed}
      </Button>
    </form>
  );
}
