import { lazy, Suspense, useCallback, useState } from 'react';
import { PageLoading } from '../components/PageLoading';
import { linkKeyFromAddress } from '../features/sign-in/link-key';
import { useSession } from '../lib/session';

// Each screen is its own chunk: a guest signing in does not download the invitation page, nor the reverse.
const SignIn = lazy(() => import('../features/sign-in/components/SignIn'));
const InvitationPage = lazy(() => import('./routes/InvitationPage'));

/** `/`: the invitation once signed in; otherwise, or while a personal link (`/?k=...`) signs in, Welcome. */
export function Home() {
  const access = useSession((state) => state.access);
  const [linkKey, setLinkKey] = useState(linkKeyFromAddress);
  const onLinkUsed = useCallback(() => setLinkKey(null), []);
  return (
    <Suspense fallback={<PageLoading />}>
      {access && !linkKey ? <InvitationPage /> : <SignIn linkKey={linkKey} onLinkUsed={onLinkUsed} />}
    </Suspense>
  );
}
