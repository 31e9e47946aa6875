import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { wedding } from '@config';
import { LanguageSwitch } from '../../../components/LanguageSwitch';
import { useT } from '../../../lib/i18n/language';
import { shades } from '../../../theme/theme';
import { useSignIn } from '../hooks/use-sign-in';
import { CodeStep, SignInError } from './CodeStep';
import { PhoneStep } from './PhoneStep';

export default function SignIn() {
  const signIn = useSignIn();
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
          {signIn.step === 'phone' ? (
            <>
              {signIn.error && <SignInError message={signIn.error} />}
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
