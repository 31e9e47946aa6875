import { lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { NotFound } from '../components/NotFound';
import { PageLoading } from '../components/PageLoading';
import { Home } from './Home';

// The admin area is its own chunk: guests never download it.
const GuestsPage = lazy(() => import('../features/admin-guests/components/GuestsPage'));

export const router = createBrowserRouter([
  { path: '/', element: <Home /> },
  {
    path: '/guests',
    element: (
      <Suspense fallback={<PageLoading />}>
        <GuestsPage />
      </Suspense>
    ),
  },
  { path: '*', element: <NotFound /> },
]);
