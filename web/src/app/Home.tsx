import { lazy, Suspense } from 'react';
import { PageLoading } from '../components/PageLoading';
import { useSession } from '../lib/session';

// Each screen is its own chunk: a guest signing in does not download the invitation page, nor the reverse.
const SignIn = lazy(() => import('../features/sign-in/components/SignIn'));
const InvitationPage = lazy(() => import('./routes/InvitationPage'));

export function Home() {
  const access = useSession((state) => state.access);
  return <Suspense fallback={<PageLoading />}>{access ? <InvitationPage /> : <SignIn />}</Suspense>;
}
