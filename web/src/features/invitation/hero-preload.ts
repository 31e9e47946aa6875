/** Where the hero's first photo, as this device last loaded it, is kept for index.html's inline script. */
export const HERO_KEY = 'bcw.hero';

/**
 * Keeps the address of the hero's first photo as this device chose it (its size and format), so the next
 * visit's inline script (web/vite-plugins/route-preload.ts) starts downloading it beside the app's
 * JavaScript: it is the page's largest paint, and otherwise it is asked for only once the page has rendered.
 * Only the site's own built images (/assets/); nothing of the guest's.
 */
export function rememberHeroPhoto(src: string) {
  try {
    const url = new URL(src, location.href);
    const path = url.origin === location.origin && url.pathname.startsWith('/assets/') ? url.pathname : '';
    if ((localStorage.getItem(HERO_KEY) ?? '') === path) return;
    if (path) localStorage.setItem(HERO_KEY, path);
    else localStorage.removeItem(HERO_KEY);
  } catch {
    // Without storage the next visit asks for it when it renders, as before.
  }
}
