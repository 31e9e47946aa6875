import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { NotFound } from '../components/NotFound';
import { PageLoading } from '../components/PageLoading';
import { screen } from '../lib/screen';
import { Home, preloadHome } from './Home';
import { AdminArea } from './routes/admin-screen';

// The privacy policy is read rarely (by guests and carriers' reviewers): its own chunk too.
const PrivacyPage = screen(() => import('../features/privacy/PrivacyPage'));
// The helpers' check-in page for the wedding day: its own chunk, loaded only at /door.
const DoorPage = screen(() => import('../features/door/DoorPage'));

/** Loads the screen at `pathname` ahead of the first render (main.tsx): it then shows with no spinner. */
export function preloadRoute(pathname: string): Promise<void> {
  const routes: Record<string, () => Promise<void>> = {
    '/': preloadHome,
    '/guests': AdminArea.preload,
    '/privacy': PrivacyPage.preload,
    '/door': DoorPage.preload,
  };
  return routes[pathname]?.() ?? Promise.resolve();
}

export function AppRoutes() {
  return (
    <BrowserRouter>
      <RouteTable />
    </BrowserRouter>
  );
}

export function RouteTable() {
  return (
    <Routes>
      <Route path="/" element={<Home />} />
      <Route
        path="/guests"
        element={
          <Suspense fallback={<PageLoading />}>
            <AdminArea />
          </Suspense>
        }
      />
      <Route
        path="/privacy"
        element={
          <Suspense fallback={<PageLoading />}>
            <PrivacyPage />
          </Suspense>
        }
      />
      <Route
        path="/door"
        element={
          <Suspense fallback={<PageLoading />}>
            <DoorPage />
          </Suspense>
        }
      />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
