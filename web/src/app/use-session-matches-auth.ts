import { useEffect } from 'react';
import { useAuthState } from 'react-firebase-hooks/auth';
import { auth } from '../lib/firebase';
import { useSession } from '../lib/session';

/** A stored session without its Firebase sign-in (cleared site data, expired) is signed out. */
export function useSessionMatchesAuth() {
  const [user, loading] = useAuthState(auth);
  const access = useSession((state) => state.access);
  const removeUser = useSession((state) => state.removeUser);
  useEffect(() => {
    if (!loading && !user && access) removeUser();
  }, [loading, user, access, removeUser]);
}
