import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { NotFound } from '../components/NotFound';
import { PageLoading } from '../components/PageLoading';
import { Home } from './Home';

// The admin area is its own chunk: guests never download it.
const AdminArea = lazy(() => import('./routes/AdminArea'));

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
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
