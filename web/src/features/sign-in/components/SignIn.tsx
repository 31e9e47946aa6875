import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { wedding } from '@config';
import { useLinkSignIn } from '../hooks/use-link-sign-in';
import { LanguageSwitch } from '../../../components/LanguageSwitch';
import { useT } from '../../../stores/language';
import { shades } from '../../../theme/theme';
import { useSignIn } from '../hooks/use-sign-in';
import type { Prepare } from '../start-session';
import { CodeStep, SignInError } from './CodeStep';
import { PhoneStep } from './PhoneStep';
import { StepLink } from './StepLink';

const keepGoing = () => {};

// The other ways in load on demand: most guests sign in with the phone number and never need them.
const EmailStep = lazy(() => import('./EmailStep'));
const NameStep = lazy(() => import('./NameStep'));

type Props = {
  /** The key of the personal link the page was opened with, tried once before anything else. */
  linkKey?: string | null;
  onLinkUsed?: () => void;
  /** Loads the screen shown once signed in, while the sign-in finishes. */
  prepare?: Prepare;
};

export default function SignIn({ linkKey, onLinkUsed = keepGoing, prepare }: Props) {
  const signIn = useSignIn(prepare);
  const link = useLinkSignIn(linkKey, onLinkUsed, prepare);
  const phoneError = signIn.error || link.error;
  const t = useT();

  return (
    <Box
      component="main"
      sx={{ minHeight: '100dvh', display: 'flex', alignItems: 'center', py: 4, background: shades.welcomeBackground }}
    >
      <Container maxWidth="xs">
        <Paper elevation={3} sx={{ position: 'relative', p: { xs: 3, sm: 4 }, borderRadius: 4 }}>
          <LanguageSwitch sx={{ position: 'absolute', top: 8, right: 8 }} />
          <Typography sx={{ textAlign: 'center', color: 'secondary.dark', letterSpacing: '0.2em', mb: 1, mt: 2 }}>
            {wedding.couple.title.toUpperCase()}
          </Typography>
          <Typography variant="h3" component="h1" sx={{ textAlign: 'center', mb: 3 }}>
            {t.signIn.welcome}
          </Typography>
          {link.linking ? (
            <Typography role="status" sx={{ textAlign: 'center', fontSize: '1.1rem' }}>
              Signing you in...
            </Typography>
          ) : signIn.step === 'phone' ? (
            <>
              {phoneError && <SignInError message={phoneError} />}
              <PhoneStep
                phone={signIn.phone}
                onPhoneChange={signIn.setPhone}
                onSubmit={signIn.submitPhone}
                loading={signIn.loading}
              />
              <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, mt: 3 }}>
                <StepLink onClick={() => signIn.goTo('email')}>{t.signIn.useEmail}</StepLink>
                <StepLink onClick={() => signIn.goTo('name')}>{t.signIn.unknownNumber}</StepLink>
              </Box>
            </>
          ) : signIn.step === 'code' ? (
            <CodeStep
              code={signIn.code}
              onCodeChange={signIn.setCode}
              onSubmit={signIn.submitCode}
              onGoBack={signIn.goBack}
              loading={signIn.loading}
              error={signIn.error}
              sentTo={signIn.sent?.message}
              maskedTo={signIn.sent?.maskedTo}
              byText={!signIn.sent || signIn.sent.channel === 'sms'}
              canResend={signIn.canResend}
              canCall={signIn.canCall}
              onResend={() => void signIn.resend()}
              onCall={() => void signIn.callMe()}
            />
          ) : (
            <Suspense
              fallback={
                <Typography role="status" sx={{ textAlign: 'center' }}>
                  {t.signIn.loading}
                </Typography>
              }
            >
              {signIn.error && <SignInError message={signIn.error} />}
              {signIn.step === 'email' ? (
                <EmailStep
                  email={signIn.email}
                  onEmailChange={signIn.setEmail}
                  onSubmit={() => void signIn.submitEmail()}
                  loading={signIn.loading}
                />
              ) : (
                <NameStep
                  first={signIn.first}
                  last={signIn.last}
                  onFirstChange={signIn.setFirst}
                  onLastChange={signIn.setLast}
                  onSubmit={() => void signIn.submitName()}
                  loading={signIn.loading}
                />
              )}
              <Box sx={{ textAlign: 'center', mt: 2 }}>
                <StepLink onClick={() => signIn.goTo('phone')}>{t.signIn.usePhone}</StepLink>
              </Box>
            </Suspense>
          )}
        </Paper>
      </Container>
    </Box>
  );
}
