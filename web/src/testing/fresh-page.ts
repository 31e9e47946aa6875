import type { EmotionCache } from '@emotion/cache';
import { vi } from 'vitest';

/**
 * The files share one jsdom and the libraries loaded into it (isolate: false in web/vite.config.ts): each
 * building its own was about half the CPU of these tests. Each file still starts as on a new page: the app's
 * own modules loaded afresh (their stores, caches and settings), an empty page at /, nothing stored, and no
 * style sheet of the file before, nor any memory of them in the libraries that stay loaded: Emotion's default
 * cache and React's list of the sheets it hoisted. Sheets left to pile up made every later file's styles
 * slower to compute.
 */
export async function freshPage() {
  vi.resetModules();
  vi.useRealTimers();
  const { createElement } = await import('react');
  const { __unsafe_useEmotionCache } = await import('@emotion/react');
  const { render } = await import('@testing-library/react');
  let emotion: EmotionCache | null = null;
  const Read = () => {
    emotion = __unsafe_useEmotionCache();
    return null;
  };
  render(createElement(Read)).unmount();
  if (!emotion) throw new Error("freshPage: no Emotion cache to empty (@emotion/react's default cache moved?)");
  const cache: EmotionCache = emotion;
  cache.sheet.flush();
  for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
  const hoisted = Object.keys(document).filter((key) => key.startsWith('__reactResources$'));
  for (const key of hoisted) delete (document as unknown as Record<string, unknown>)[key];
  document.head.querySelectorAll('style').forEach((sheet) => sheet.remove());
  document.body.replaceChildren();
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
  for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
  // A new entry, not the last file's: a Back in this file never lands on that file's history.
  history.pushState(null, '', '/');
  localStorage.clear();
  sessionStorage.clear();
}

/**
 * For a test that takes its own style sheets away (a new page, as far as the sheets go): call it before the
 * test, and what it returns removes the sheets added since. Only those: the others belong to the files
 * before (one jsdom for all), whose libraries insert their next rules beside them.
 */
export function sheetsAddedFromNow() {
  const before = new Set(document.head.querySelectorAll('style'));
  return () => document.head.querySelectorAll('style').forEach((sheet) => before.has(sheet) || sheet.remove());
}
