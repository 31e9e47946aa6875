/** Where the hero's first photo, as this device last loaded it, is kept for index.html's inline script. */
export const HERO_KEY = 'bcw.hero';
/** What TopCards.tsx keeps: the cards' room above the hero (and where the hero starts) by width, and the day-mode window. */
export const TOP_CARDS_KEY = 'bcw.topCards';
export const DAY_WINDOW_KEY = 'bcw.dayWindow';

/**
 * index.html's stand-in for the hero's first photo (vite-plugins/route-preload.ts): for a returning guest, the
 * inline script shows the photo this device last loaded where the hero's will be (where it started on the last
 * visit at this width), down to the bottom of the screen, so it is on the screen at the page's first paint,
 * before the app's JavaScript has run. The hero's own photo then covers it.
 */
export const FIRST_PHOTO_ID = 'bcw-first-photo';

/** Takes the stand-in away: once the hero's own photo is painted over it, or when the page shows no hero. */
export function dropFirstPhoto() {
  if (typeof document === 'undefined' || !('firstPhoto' in document.documentElement.dataset)) return;
  delete document.documentElement.dataset.firstPhoto;
  document.getElementById(FIRST_PHOTO_ID)?.remove();
}

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
