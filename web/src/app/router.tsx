import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { NotFound } from '../components/NotFound';
import { PageLoading } from '../components/PageLoading';
import { Home } from './Home';

// The admin area is its own chunk: guests never download it.
const GuestsPage = lazy(() => import('./routes/GuestsPage'));

export function AppRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<Home />} />
        <Route
          path="/guests"
          element={
            <Suspense fallback={<PageLoading />}>
              <GuestsPage />
            </Suspense>
          }
        />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </BrowserRouter>
  );
}
