import { Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { linkKeyFromAddress } from '../features/sign-in/link-key';
import { takeReturn } from '../lib/return-to';
import { screen } from '../lib/screen';
import { dropFirstPhoto } from '../features/invitation/hero-preload';
import { useSession } from '../stores/session';

// Each screen is its own chunk: a guest signing in does not download the invitation page, nor the reverse.
// The invitation page loads while the sign-in finishes (`prepare`), so it shows without a spinner between.
const SignIn = screen(() => import('../features/sign-in/components/SignIn'));
const InvitationPage = screen(() => import('./routes/InvitationPage'));

/** The screen `/` shows this visitor, loaded ahead of the first render (main.tsx). */
export function preloadHome(): Promise<void> {
  const signedIn = useSession.getState().access && !linkKeyFromAddress();
  return signedIn ? InvitationPage.preload() : SignIn.preload();
}

/** `/`: the invitation once signed in; otherwise, or while a personal link (`/?k=...`) signs in, Welcome. */
export function Home() {
  const access = useSession((state) => state.access);
  const [linkKey, setLinkKey] = useState(linkKeyFromAddress);
  const onLinkUsed = useCallback(() => setLinkKey(null), []);
  const isAdmin = useSession((state) => state.isAdmin);
  const navigate = useNavigate();
  // Signed in after opening /guests signed out: an admin goes back there; anyone else stays here. The door
  // page (/door) takes anyone back: it tells a guest who is not a helper that it is for the helpers.
  useEffect(() => {
    if (!access) return;
    const back = takeReturn();
    if (back && (isAdmin || back === '/door')) navigate(back, { replace: true });
  }, [access, isAdmin, navigate]);
  const invitation = access && !linkKey;
  // index.html's stand-in for the hero's photo is the invitation page's alone (its hero takes it away).
  useEffect(() => {
    if (!invitation) dropFirstPhoto();
  }, [invitation]);
  return (
    <Suspense fallback={<PageLoading />}>
      {invitation ? (
        <InvitationPage />
      ) : (
        <SignIn linkKey={linkKey} onLinkUsed={onLinkUsed} prepare={InvitationPage.preload} />
      )}
    </Suspense>
  );
}
