import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth } from 'firebase/auth';
import { env } from '../config/env';

const app = initializeApp({
  apiKey: env.VITE_FIREBASE_API_KEY,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: env.VITE_FIREBASE_PROJECT_ID,
  appId: env.VITE_FIREBASE_APP_ID,
});

// initializeAuth (not getAuth) leaves out the popup and redirect code this site never uses.
export const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });

if (env.VITE_USE_EMULATORS) connectAuthEmulator(auth, env.VITE_AUTH_EMULATOR_URL, { disableWarnings: true });

// Named here, in the module loaded on first use: a dynamic import('firebase/auth') would keep every
// export of the SDK (popups, redirects, reCAPTCHA, multi-factor) in the guest page's JavaScript.
export { signInWithCustomToken, signOut } from 'firebase/auth';
