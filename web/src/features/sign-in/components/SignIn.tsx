import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { wedding } from '@config';
import { useLinkSignIn } from '../hooks/use-link-sign-in';
import { LanguageSwitch } from '../../../components/LanguageSwitch';
import { useT } from '../../../lib/i18n/language';
import { shades } from '../../../theme/theme';
import { useSignIn } from '../hooks/use-sign-in';
import { CodeStep, SignInError } from './CodeStep';
import { PhoneStep } from './PhoneStep';

const keepGoing = () => {};

type Props = {
  /** The key of the personal link the page was opened with, tried once before anything else. */
  linkKey?: string | null;
  onLinkUsed?: () => void;
};

export default function SignIn({ linkKey, onLinkUsed = keepGoing }: Props) {
  const signIn = useSignIn();
  const link = useLinkSignIn(linkKey, onLinkUsed);
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
            </>
          ) : (
            <CodeStep
              code={signIn.code}
              onCodeChange={signIn.setCode}
              onSubmit={signIn.submitCode}
              onGoBack={signIn.goBack}
              loading={signIn.loading}
              error={signIn.error}
            />
          )}
        </Paper>
      </Container>
    </Box>
  );
}
