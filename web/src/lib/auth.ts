import { forgetIdToken, keepIdToken } from './id-token';
import { keptSessionToken } from '../stores/session';

// Firebase Auth loads on first use, so the sign-in screen's first JavaScript does not carry it; nor does a
// signed-in guest's page opened again within their ID token's life (lib/id-token.ts).
const loadFirebase = () => import('./firebase');

/**
 * The signed-in guest's Firebase ID token, or undefined when nobody is signed in: the kept one while it
 * has more than five minutes left (unless `kept: false`), otherwise Firebase Auth's, which is then kept.
 */
export async function currentIdToken({ kept = true }: { kept?: boolean } = {}): Promise<string | undefined> {
  const token = kept ? keptSessionToken() : undefined;
  if (token) return token;
  const { auth } = await loadFirebase();
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) {
    forgetIdToken();
    return undefined;
  }
  const result = await user.getIdTokenResult();
  // Kept only if the same guest is still signed in: a sign-out (or another guest's sign-in) during the
  // wait must not find this token back.
  if (auth.currentUser?.uid === user.uid) keepIdToken(user.uid, result.token, Date.parse(result.expirationTime));
  return result.token;
}

export async function signInWithToken(customToken: string) {
  const { auth, signInWithCustomToken } = await loadFirebase();
  forgetIdToken();
  await signInWithCustomToken(auth, customToken);
  // Kept now, so the page opened next (the invitation) calls the API without waiting for Firebase Auth.
  await currentIdToken().catch(() => undefined);
}

export async function signOutOfFirebase() {
  forgetIdToken();
  const { auth, signOut } = await loadFirebase();
  await signOut(auth).catch(() => undefined);
  forgetIdToken();
}
