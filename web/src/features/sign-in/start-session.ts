import type { GuestAuthData } from '@contract/sign-in';
import { signInWithToken } from '../../lib/auth';
import { preloadAtMost } from '../../lib/screen';
import { storedLanguage } from '../../stores/language';
import { updateLanguage } from '../../lib/update-language';
import { useSession } from '../../stores/session';

/** What loads the screen a guest sees once signed in (Home's invitation page), ahead of it. */
export type Prepare = () => Promise<unknown>;
export const nothingToPrepare: Prepare = () => Promise.resolve();
/** How long a signed-in guest waits for the next screen's chunk before it shows with its spinner. */
export const PREPARE_AT_MOST_MS = 3000;

/**
 * Signs in to Firebase Auth with the server's custom token, then stores the session and the chosen
 * language; false on failure. `prepare` loads the next screen meanwhile, so it shows as soon as the
 * session does, with no spinner between.
 */
export async function startSession(
  { id, invtId, isAdmin, token }: GuestAuthData,
  prepare: Prepare = nothingToPrepare,
): Promise<boolean> {
  // A screen that failed to load, or is slow to, loads again with its spinner when shown.
  const next = preloadAtMost(PREPARE_AT_MOST_MS, [prepare()]);
  try {
    await signInWithToken(token);
  } catch {
    useSession.getState().removeUser();
    return false;
  }
  await next;
  useSession.getState().setUser({ id, invtId, isAdmin, access: true });
  // A language chosen on the Welcome screen becomes the guest's, for the texts they are sent.
  const chosen = storedLanguage();
  if (chosen) void updateLanguage(chosen);
  return true;
}
