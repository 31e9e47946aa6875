import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { Suspense, useMemo, type ReactNode } from 'react';
import { ToastHost } from '../components/ToastHost';
import { screen } from '../lib/screen';
import { styleCache } from '../lib/style-cache';
import { keptSessionToken, useSession } from '../stores/session';
import { appTheme } from '../theme/theme';
import { AppRoutes } from './router';

// Checks a stored session against Firebase Auth; loaded only for a signed-in visitor.
export const SessionAuthCheck = screen(() => import('./SessionAuthCheck'));

/**
 * Whether the stored session is checked against Firebase Auth's sign-in as the page starts: not while the
 * ID token kept beside it is fresh (lib/id-token.ts), which that sign-in gave within the hour, so that the
 * page starts without Firebase Auth. Any call once it has expired asks Firebase Auth, which then has no
 * user to give a token for: the server refuses the call, as it refuses a revoked or a forged one.
 */
export const checksSessionAtStart = () => useSession.getState().access && keptSessionToken() === undefined;

/**
 * The providers around the routes. `routes` is the router with its routes (the browser's by default; the
 * build's prerender of the Welcome screen passes a static one).
 */
export function App({ routes = <AppRoutes /> }: { routes?: ReactNode }) {
  const access = useSession((state) => state.access);
  // Decided as the session starts: a token that expires while the page is open is refreshed by Firebase Auth
  // on the next call.
  const check = useMemo(() => access && checksSessionAtStart(), [access]);
  return (
    // The Emotion cache that puts back a returning visitor's styles (lib/style-cache.ts).
    <CacheProvider value={styleCache()}>
      {/* MUI's ThemeProvider would also bring its CSS-variables provider, which this theme does not use. */}
      <ThemeProvider theme={appTheme()}>
        <CssBaseline />
        {routes}
        <ToastHost />
        {check && (
          <Suspense fallback={null}>
            <SessionAuthCheck />
          </Suspense>
        )}
      </ThemeProvider>
    </CacheProvider>
  );
}
