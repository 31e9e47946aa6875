import { onAuthStateChanged, type User } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { auth } from '../lib/firebase';
import { useSession } from '../stores/session';

/** Firebase's signed-in user once known (`ready`); subscribed directly, so no hooks library joins the guest page. */
function useAuthUser() {
  const [state, setState] = useState<{ ready: boolean; user: User | null }>(() => ({
    ready: auth.currentUser !== null,
    user: auth.currentUser,
  }));
  useEffect(
    () =>
      onAuthStateChanged(
        auth,
        (user) => setState({ ready: true, user }),
        () => setState({ ready: true, user: null }),
      ),
    [],
  );
  return state;
}

/** A stored session without its Firebase sign-in (cleared site data, expired) is signed out. */
export function useSessionMatchesAuth() {
  const { ready, user } = useAuthUser();
  const access = useSession((state) => state.access);
  const removeUser = useSession((state) => state.removeUser);
  useEffect(() => {
    if (ready && !user && access) removeUser();
  }, [ready, user, access, removeUser]);
}
