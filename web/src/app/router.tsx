import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { NotFound } from '../components/NotFound';
import { PageLoading } from '../components/PageLoading';
import { Home } from './Home';

// The admin area is its own chunk: guests never download it.
const AdminArea = lazy(() => import('./routes/AdminArea'));
// The privacy policy is read rarely (by guests and carriers' reviewers): its own chunk too.
const PrivacyPage = lazy(() => import('../features/privacy/PrivacyPage'));
// The helpers' check-in page for the wedding day: its own chunk, loaded only at /door.
const DoorPage = lazy(() => import('../features/door/DoorPage'));

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
