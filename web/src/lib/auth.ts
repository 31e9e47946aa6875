// Firebase Auth loads on first use, so the sign-in screen's first JavaScript does not carry it.
const loadFirebase = () => import('./firebase');

/** The signed-in guest's Firebase ID token, or undefined when nobody is signed in. */
export async function currentIdToken(): Promise<string | undefined> {
  const { auth } = await loadFirebase();
  await auth.authStateReady();
  return auth.currentUser?.getIdToken();
}

export async function signInWithToken(customToken: string) {
  const { auth, signInWithCustomToken } = await loadFirebase();
  await signInWithCustomToken(auth, customToken);
}

export async function signOutOfFirebase() {
  const { auth, signOut } = await loadFirebase();
  await signOut(auth).catch(() => undefined);
}
