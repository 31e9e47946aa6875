import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, checksSessionAtStart, SessionAuthCheck } from './app/App';
import { preloadRoute } from './app/router';
import { preloadAtMost } from './lib/screen';
import { applyStoredLanguage, storedLanguage } from './stores/language';
import { useSession } from './stores/session';
import { reloadOnStaleChunks } from './lib/stale-chunks';

reloadOnStaleChunks();

const page = document.documentElement;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The build prerenders the Welcome screen into index.html (scripts/prerender.mjs). When that is what this
// visitor sees (signed out, at /, in English, without a personal link), React takes over the markup in place; otherwise the markup
// (hidden by the inline script's data-welcome="hide") is replaced. A Spanish reader's strings load before
// the first render, so they never see the English page first.
const welcomeIsRight =
  location.pathname === '/' &&
  !useSession.getState().access &&
  storedLanguage() !== 'es' &&
  // A personal link (/?k=...) shows 'Signing you in...' first, not the Welcome form.
  !new URLSearchParams(location.search).has('k') &&
  page.dataset.welcome !== 'hide';

async function renderApp(root: HTMLElement) {
  // The screen this address shows loads before the first render (its chunks are already on their way,
  // from index.html's inline script): it then shows at once, not after a spinner and React's wait of
  // 300 ms behind it (lib/screen.tsx). A slow network gets the spinner after a second.
  const screens = [preloadRoute(location.pathname)];
  if (checksSessionAtStart()) screens.push(SessionAuthCheck.preload());
  await Promise.all([applyStoredLanguage(), preloadAtMost(1000, screens)]);
  root.replaceChildren();
  delete page.dataset.welcome;
  // A transition renders in slices that yield to the browser, instead of one long task (blocking time).
  startTransition(() => createRoot(root).render(app));
}

function start() {
  const root = document.getElementById('root')!;
  // In a transition, so that React hydrates the prerendered screen in slices that yield to the browser
  // (blocking time): a plain hydrateRoot does all of it in one task, after the screen has been painted.
  if (root.firstChild && welcomeIsRight) startTransition(() => void hydrateRoot(root, app));
  // Not a top-level await: that would make the bundler split the entry's shared code into many small chunks.
  else void renderApp(root);
}

// The inline script in index.html inserts this module itself, so it can run before the page has been
// parsed (a signed-in guest's revisit, with the scripts cached): wait for <div id="root"> then. Otherwise
// in a task of its own: evaluating the page's scripts is already the longest task of its start on a phone.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else setTimeout(start);
