import { signOutOfFirebase } from './auth';
import { useSession } from '../stores/session';

/** Forgets the guest (session and Firebase Auth), then reloads at `to` (the current page by default). */
export async function signOut(to?: string) {
  useSession.getState().removeUser();
  await signOutOfFirebase();
  if (to) window.location.assign(to);
  else window.location.reload();
}
