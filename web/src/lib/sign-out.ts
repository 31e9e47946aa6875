import { signOut as firebaseSignOut } from 'firebase/auth';
import { auth } from './firebase';
import { useSession } from './session';

/** Forgets the guest (session and Firebase Auth), then reloads at `to` (the current page by default). */
export async function signOut(to?: string) {
  useSession.getState().removeUser();
  await firebaseSignOut(auth).catch(() => undefined);
  if (to) window.location.assign(to);
  else window.location.reload();
}
