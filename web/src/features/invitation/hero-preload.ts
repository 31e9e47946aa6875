/** Where the hero's first photo, as this device last loaded it, is kept for index.html's inline script. */
export const HERO_KEY = 'bcw.hero';
/** What TopCards.tsx keeps: the cards' room above the hero by width, and the day-mode window. */
export const TOP_CARDS_KEY = 'bcw.topCards';
export const DAY_WINDOW_KEY = 'bcw.dayWindow';
/** Where the hero was on this device's last visits, by width (the last few): `{ width, top, height }`, in CSS px. */
export const HERO_BOX_KEY = 'bcw.heroBox';
/** How many screen widths the page remembers the hero's box and the cards' room for, the latest first. */
const WIDTHS_KEPT = 4;

/**
 * What is kept under `key` for each screen width, the latest first (a single entry as an earlier version of the
 * page kept it); only entries with a numeric width. Throws when storage cannot be read.
 */
export function keptByWidth<T extends { width: number }>(key: string): T[] {
  const stored = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown;
  return ((Array.isArray(stored) ? stored : [stored]) as T[]).filter((entry) => typeof entry?.width === 'number');
}

/** Keeps `seen` under `key` as its width's entry, first, with the other widths' (WIDTHS_KEPT in all). */
export function keepByWidth<T extends { width: number }>(key: string, seen: T, kept: T[] = keptByWidth<T>(key)) {
  const others = kept.filter((entry) => entry.width !== seen.width);
  localStorage.setItem(key, JSON.stringify([seen, ...others].slice(0, WIDTHS_KEPT)));
}

/**
 * index.html's stand-in for the hero's first photo (vite-plugins/route-preload.ts): for a returning guest, the
 * inline script shows the photo this device last loaded in the box the hero had on the last visit at this width
 * (`bcw.heroBox`), so it is on the screen at the page's first paint, before the app's JavaScript has run,
 * cropped as the hero's own photo will be. That photo then covers it.
 */
export const FIRST_PHOTO_ID = 'bcw-first-photo';

type HeroBox = { width: number; top: number; height: number };

/**
 * Keeps the hero's box at this width, from the top of the page: its top rounded down and its bottom up, so the
 * stand-in is never smaller on the screen than the hero's photo (which would then be a larger paint than the
 * first). Written only when it changed.
 */
function rememberHeroBox(section: HTMLElement) {
  try {
    const rect = section.getBoundingClientRect();
    const top = Math.floor(rect.top + window.scrollY);
    const seen: HeroBox = {
      width: window.innerWidth,
      top,
      height: Math.ceil(rect.bottom + window.scrollY) - top,
    };
    const boxes = keptByWidth<HeroBox>(HERO_BOX_KEY);
    const last = boxes.find((box) => box.width === seen.width);
    if (last?.top === seen.top && last.height === seen.height) return;
    keepByWidth(HERO_BOX_KEY, seen, boxes);
  } catch {
    // Without storage the next visit has no stand-in.
  }
}

/**
 * Keeps the hero's box (`rememberHeroBox`) as the page settles: when the hero changes size (its RSVP summary
 * arrives) or moves (the cards above it arrive, or go): its parent changes size then. Returns the cleanup.
 */
export function watchHeroBox(section: HTMLElement | null): (() => void) | undefined {
  if (!section || typeof ResizeObserver === 'undefined') return undefined;
  const observer = new ResizeObserver(() => rememberHeroBox(section));
  observer.observe(section);
  if (section.parentElement) observer.observe(section.parentElement);
  return () => observer.disconnect();
}

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
