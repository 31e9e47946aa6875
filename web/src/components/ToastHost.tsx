import { lazy, Suspense } from 'react';
import { useToastsWanted } from '../stores/toast';

const Toasts = lazy(() => import('./Toasts'));

/** Mounts the toast library when the first toast is asked for. */
export function ToastHost() {
  const wanted = useToastsWanted();
  return wanted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
