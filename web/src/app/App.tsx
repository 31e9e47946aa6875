import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { theme } from '../theme/theme';
import { AppRoutes } from './router';
import { lazy, Suspense } from 'react';
import { useSession } from '../lib/session';

// Checks a stored session against Firebase Auth; loaded only for a signed-in visitor.
const SessionAuthCheck = lazy(() => import('./SessionAuthCheck'));

export function App() {
  const access = useSession((state) => state.access);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SnackbarProvider anchorOrigin={{ vertical: 'top', horizontal: 'center' }} maxSnack={3}>
        <AppRoutes />
        {access && (
          <Suspense fallback={null}>
            <SessionAuthCheck />
          </Suspense>
        )}
      </SnackbarProvider>
    </ThemeProvider>
  );
}
