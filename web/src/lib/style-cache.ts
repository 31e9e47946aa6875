// The page's styles kept from a guest's last visit, so a returning guest's invitation page does not compile
// and insert them again. MUI styles each element through Emotion, which turns a component's styles into
// CSS (stylis) and inserts every rule one by one while React commits the page: on a phone that was the
// largest part of the page's start-up tasks. Emotion names each rule by a hash of its styles, so a name
// seen before always means the same rule: the rules the last visit inserted are put back in one <style>
// before Emotion starts, and Emotion, told their names, skips them. Nothing personal is kept: only the
// site's own CSS.
//
// Those styles, and the prerendered Welcome screen's (scripts/prerender.mjs), carry their names in
// `data-bcw-styles="css name name ..."`, not in Emotion's own `data-emotion`: a cache made in the browser
// moves every `data-emotion` tag to the end of <head> (its "hydration"), which has the browser parse each
// sheet again, the kept 100 KB included, in the app's first tasks. Here the names are given to the cache
// directly, and the tags stay where they are, in the same order before Emotion's own.
import createCache, { type EmotionCache } from '@emotion/cache';
import { whenIdle } from './when-idle';

const KEY = 'bcw.styles';
/** Kept styles from another build are dropped (their names still match their rules, but most go unused). */
const BUILD = import.meta.url;
/** More than this is not kept (a console visit adds the console's styles): storage is small on phones. */
export const MAX_KEPT_CSS = 150_000;

type Kept = { build: string; names: string[]; css: string };

/** What was put back from the last visit; with what this visit inserts, what is kept for the next. */
let kept: Kept = { build: BUILD, names: [], css: '' };
const newNames: string[] = [];
const newRules: string[] = [];

function putBack() {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Kept | null;
    if (stored?.build !== BUILD || !stored.names.length) return;
    const tag = document.createElement('style');
    tag.setAttribute(STYLES_ATTRIBUTE, `css ${stored.names.join(' ')}`);
    tag.textContent = stored.css;
    document.head.appendChild(tag);
    kept = stored;
  } catch {
    // No storage, or a damaged entry: Emotion inserts every rule as usual.
  }
}

/** "css name name ...": the rules a <style> holds, which the cache counts as inserted (see above). */
export const STYLES_ATTRIBUTE = 'data-bcw-styles';

function makeCache() {
  if (typeof document !== 'undefined') putBack();
  const cache = createCache({ key: 'css' });
  if (typeof document !== 'undefined') {
    for (const tag of document.querySelectorAll(`style[${STYLES_ATTRIBUTE}^="css "]`)) {
      for (const name of tag.getAttribute(STYLES_ATTRIBUTE)!.split(' ').slice(1)) cache.inserted[name] = true;
    }
  }
  // Each rule as Emotion wrote it (the browser's own text of a rule rounds its numbers), with its name.
  const insertRule = cache.sheet.insert.bind(cache.sheet);
  cache.sheet.insert = (rule) => {
    newRules.push(rule);
    insertRule(rule);
  };
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    const rules = insert(selector, serialized, sheet, shouldCache);
    if (shouldCache && sheet === cache.sheet) newNames.push(serialized.name);
    return rules;
  };
  return cache;
}

let cache: EmotionCache | undefined;

/**
 * The app's Emotion cache (MUI's components use it through App's CacheProvider), made after `putBack` on
 * first use: in the app's first render, not in the task that evaluates the page's scripts (putting back the
 * kept styles has the browser parse them, a sixth of that task on a phone).
 */
export function styleCache(): EmotionCache {
  return (cache ??= makeCache());
}

/**
 * Keeps the page's styles for the next visit, when the browser is idle, and only when this visit inserted
 * rules the kept ones lack.
 */
export function keepStylesWhenIdle() {
  const keep = () => {
    if (!newNames.length) return;
    const next = { build: BUILD, names: [...kept.names, ...newNames], css: kept.css + newRules.join('') };
    if (next.css.length > MAX_KEPT_CSS) return;
    try {
      localStorage.setItem(KEY, JSON.stringify(next));
      kept = next;
      newNames.length = 0;
      newRules.length = 0;
    } catch {
      // Full or unavailable storage: the next visit inserts the styles itself.
    }
  };
  whenIdle(keep);
}
