// The signed-in guest's last Firebase ID token, kept beside the session so that a page opened again within
// the token's life calls the API at once, without loading Firebase Auth first (its download and start were
// on the way to the invitation's call: docs/guest-page.md). No Firebase import here: the guest page's first
// JavaScript carries this module.

/** Where the token is kept in localStorage; index.html's inline script reads it too (vite-plugins/route-preload.ts). */
export const ID_TOKEN_KEY = 'bcw.idToken';

/**
 * A kept token is used only while it has this long left, as Firebase Auth itself refreshes a token within
 * its last five minutes: a call never leaves with a token about to expire on the way.
 */
export const ID_TOKEN_MARGIN_MS = 5 * 60_000;

/** `uid`: whose token it is (the guest's id, Firebase Auth's uid), so that it is never sent for someone else. */
type Kept = { token: string; expiresAt: number; uid: string };

function read(): Kept | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(ID_TOKEN_KEY) ?? 'null') as Partial<Kept> | null;
    if (typeof kept?.token === 'string' && kept.token && typeof kept.expiresAt === 'number' && kept.uid) {
      return { token: kept.token, expiresAt: kept.expiresAt, uid: kept.uid };
    }
  } catch {
    // Storage refused or a value that is not ours: nothing kept.
  }
  return undefined;
}

/**
 * The token kept for the guest `uid` while it has more than ID_TOKEN_MARGIN_MS left (by this device's clock),
 * else undefined.
 */
export function keptIdToken(uid: string, now = Date.now()): string | undefined {
  const kept = read();
  return kept && uid && kept.uid === uid && kept.expiresAt - now > ID_TOKEN_MARGIN_MS ? kept.token : undefined;
}

/** Keeps the guest `uid`'s `token`, which expires at `expiresAt` (ms since 1970, the token's own `exp`). */
export function keepIdToken(uid: string, token: string, expiresAt: number) {
  if (!uid || !Number.isFinite(expiresAt)) return;
  try {
    localStorage.setItem(ID_TOKEN_KEY, JSON.stringify({ token, expiresAt, uid } satisfies Kept));
  } catch {
    // Without storage every call asks Firebase Auth, as before.
  }
}

/** Forgets the kept token (signing out, a token the server refused). */
export function forgetIdToken() {
  try {
    localStorage.removeItem(ID_TOKEN_KEY);
  } catch {
    // Nothing kept without storage.
  }
}
