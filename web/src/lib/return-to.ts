const KEY = 'returnTo';
/** Only the console and the helpers' door page are worth coming back to; anything else in storage is ignored. */
const PLACES = new Set(['/guests', '/door']);

/** Remembers, for this tab, the page a signed-out visitor opened, to return there after signing in. */
export function rememberReturn(path: string) {
  if (PLACES.has(path)) sessionStorage.setItem(KEY, path);
}

/** The remembered page, forgotten as it is read. */
export function takeReturn(): string | null {
  const path = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return path && PLACES.has(path) ? path : null;
}
