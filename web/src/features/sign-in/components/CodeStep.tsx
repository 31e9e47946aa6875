import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import OtpInput from 'react-otp-input';
import { LIMITS } from '@contract/options';
import { useT } from '../../../stores/language';
import { StepLink } from './StepLink';

type Props = {
  code: string;
  onCodeChange: (code: string) => void;
  onSubmit: () => void;
  onGoBack: () => void;
  loading: boolean;
  error: string;
  /** The server's word on the send ("If we found your invitation, a code is on its way to the phone or email we have…"). */
  sentTo?: string;
  /** Where the code went, masked ("(•••) •••-0102"), when the guest typed that number or address: said when `sentTo` does not. */
  maskedTo?: string;
  /** Whether the code went by text: the prompt then says it was sent to the guest's phone. */
  byText?: boolean;
  canResend?: boolean;
  canCall?: boolean;
  onResend?: () => void;
  onCall?: () => void;
};

export function CodeStep({
  code,
  onCodeChange,
  onSubmit,
  onGoBack,
  loading,
  error,
  sentTo = '',
  maskedTo,
  byText = true,
  canResend = false,
  canCall = false,
  onResend,
  onCall,
}: Props) {
  const t = useT();
  const complete = code.length === LIMITS.codeLength;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!loading && complete) onSubmit();
  };

  return (
    <form onSubmit={submit} noValidate>
      {(maskedTo || sentTo) && (
        <Typography role="status" sx={{ mb: 1, color: 'text.secondary' }}>
          {maskedTo && !sentTo.includes(maskedTo) ? t.signIn.sentTo(maskedTo) : sentTo}
        </Typography>
      )}
      <Typography id="code-prompt" sx={{ mb: 1.5, fontSize: '1.1rem' }}>
        {byText ? t.signIn.codePrompt : t.signIn.codePromptAnyChannel}
      </Typography>
      {error && <SignInError message={error} />}
      <Box role="group" aria-labelledby="code-prompt" sx={{ display: 'flex', justifyContent: 'center', my: 2 }}>
        <OtpInput
          value={code}
          onChange={(value) => onCodeChange(value.replace(/\D/g, ''))}
          numInputs={LIMITS.codeLength}
          inputType="tel"
          shouldAutoFocus
          skipDefaultStyles
          containerStyle={{ display: 'flex', alignItems: 'center', gap: 8 }}
          renderSeparator={(index) =>
            index === LIMITS.codeLength / 2 - 1 ? <Box aria-hidden sx={{ width: 12 }} /> : null
          }
          renderInput={(props, index) => (
            <Box
              component="input"
              {...props}
              autoComplete="one-time-code"
              aria-label={t.signIn.digit(index + 1, LIMITS.codeLength)}
              data-testid={`code-digit-${index}`}
              sx={{
                width: { xs: 40, sm: 48 },
                height: { xs: 52, sm: 58 },
                textAlign: 'center',
                fontSize: '1.5rem',
                fontWeight: 600,
                color: 'text.primary',
                bgcolor: 'background.paper',
                border: 2,
                borderColor: 'grey.500',
                borderRadius: 2,
                '&:focus': { outline: 'none', borderColor: 'primary.main', boxShadow: 3 },
              }}
            />
          )}
        />
      </Box>
      <Button type="submit" variant="contained" size="large" fullWidth disabled={loading || !complete}>
        {loading ? t.signIn.grantingAccess : t.signIn.submit}
      </Button>
      {(canResend || canCall) && (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, mt: 2 }}>
          {canResend && onResend && (
            <StepLink onClick={onResend} disabled={loading}>
              {t.signIn.resend}
            </StepLink>
          )}
          {canCall && onCall && (
            <StepLink onClick={onCall} disabled={loading}>
              {t.signIn.callMe}
            </StepLink>
          )}
        </Box>
      )}
      <Box sx={{ textAlign: 'center', mt: 2 }}>
        <StepLink onClick={onGoBack}>{t.signIn.goBack}</StepLink>
      </Box>
    </form>
  );
}

export function SignInError({ message }: { message: string }) {
  return (
    <Typography role="alert" sx={{ color: 'error.main', fontWeight: 500, mb: 1 }}>
      {message}
    </Typography>
  );
}
