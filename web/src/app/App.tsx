import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { Suspense, type ReactNode } from 'react';
import { ToastHost } from '../components/ToastHost';
import { screen } from '../lib/screen';
import { styleCache } from '../lib/style-cache';
import { useSession } from '../stores/session';
import { appTheme } from '../theme/theme';
import { AppRoutes } from './router';

// Checks a stored session against Firebase Auth; loaded only for a signed-in visitor.
export const SessionAuthCheck = screen(() => import('./SessionAuthCheck'));

/**
 * The providers around the routes. `routes` is the router with its routes (the browser's by default; the
 * build's prerender of the Welcome screen passes a static one).
 */
export function App({ routes = <AppRoutes /> }: { routes?: ReactNode }) {
  const access = useSession((state) => state.access);
  return (
    // The Emotion cache that puts back a returning visitor's styles (lib/style-cache.ts).
    <CacheProvider value={styleCache()}>
      {/* MUI's ThemeProvider would also bring its CSS-variables provider, which this theme does not use. */}
      <ThemeProvider theme={appTheme()}>
        <CssBaseline />
        {routes}
        <ToastHost />
        {access && (
          <Suspense fallback={null}>
            <SessionAuthCheck />
          </Suspense>
        )}
      </ThemeProvider>
    </CacheProvider>
  );
}
