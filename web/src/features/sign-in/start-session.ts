import type { GuestAuthData } from '@contract/sign-in';
import { signInWithToken } from '../../lib/auth';
import { useSession } from '../../lib/session';

/** Signs in to Firebase Auth with the server's custom token, then stores the session; false on failure. */
export async function startSession({ id, invtId, isAdmin, token }: GuestAuthData): Promise<boolean> {
  try {
    await signInWithToken(token);
  } catch {
    useSession.getState().removeUser();
    return false;
  }
  useSession.getState().setUser({ id, invtId, isAdmin, access: true });
  return true;
}
