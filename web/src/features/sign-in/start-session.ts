import type { GuestAuthData } from '@contract/sign-in';
import { signInWithToken } from '../../lib/auth';
import { storedLanguage } from '../../stores/language';
import { updateLanguage } from '../../lib/update-language';
import { useSession } from '../../stores/session';

/** Signs in to Firebase Auth with the server's custom token, then stores the session and the chosen language; false on failure. */
export async function startSession({ id, invtId, isAdmin, token }: GuestAuthData): Promise<boolean> {
  try {
    await signInWithToken(token);
  } catch {
    useSession.getState().removeUser();
    return false;
  }
  useSession.getState().setUser({ id, invtId, isAdmin, access: true });
  // A language chosen on the Welcome screen becomes the guest's, for the texts they are sent.
  const chosen = storedLanguage();
  if (chosen) void updateLanguage(chosen);
  return true;
}
