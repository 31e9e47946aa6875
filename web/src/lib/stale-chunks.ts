/** When the page last reloaded itself for missing chunks (sessionStorage: this tab only). */
const RELOADED_AT_KEY = 'wedding.reloadedForNewBuild';
/** A second failure this soon after such a reload is not an old page: let the error show instead of looping. */
export const RELOAD_GUARD_MS = 60_000;

type Host = Pick<Window, 'addEventListener' | 'sessionStorage'> & { location: Pick<Location, 'reload'> };

/**
 * After a deploy, a page opened before it still names the old build's chunks, which Hosting no longer has
 * (a missing /assets file is a 404). Vite reports such a failed dynamic import as `vite:preloadError`: the
 * page reloads once, fetching the new index.html and its chunks, instead of showing a broken screen.
 */
export function reloadOnStaleChunks(host: Host = window, now: () => number = Date.now) {
  host.addEventListener('vite:preloadError', (event) => {
    let last = 0;
    try {
      last = Number(host.sessionStorage.getItem(RELOADED_AT_KEY)) || 0;
    } catch {
      return; // no storage, no guard: better an error than a reload loop
    }
    if (now() - last < RELOAD_GUARD_MS) return;
    try {
      host.sessionStorage.setItem(RELOADED_AT_KEY, String(now()));
    } catch {
      return;
    }
    event.preventDefault();
    host.location.reload();
  });
}
