import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { RouterProvider } from 'react-router-dom';
import { theme } from '../theme/theme';
import { router } from './router';
import { useSessionMatchesAuth } from './use-session-matches-auth';

export function App() {
  useSessionMatchesAuth();
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SnackbarProvider anchorOrigin={{ vertical: 'top', horizontal: 'center' }} maxSnack={3}>
        <RouterProvider router={router} />
      </SnackbarProvider>
    </ThemeProvider>
  );
}
