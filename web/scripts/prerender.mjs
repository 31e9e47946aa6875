// After `vite build`: renders the Welcome screen (src/prerender.tsx) into dist/index.html, so a visitor
// sees it at the first paint instead of after the app's JavaScript has loaded and run. main.tsx hydrates
// it. The inline script in <head> (vite-plugins/route-preload.ts) marks the page when this markup is not
// the screen to show (signed in, another address, Spanish), and the style below hides it until the app
// renders the right one.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

// React, MUI and Emotion must render as in the production build (no dev-only class labels), or the
// browser's hydration would not match the markup.
process.env.NODE_ENV = 'production';
const { createServer } = await import('vite');

const web = fileURLToPath(new URL('..', import.meta.url));
const indexHtml = `${web}dist/index.html`;
const ROOT = '<div id="root"></div>';
const HIDE_STYLE = '<style>html[data-welcome=hide] #root>*{display:none}</style>';
// The browser may paint a page before it has parsed all of it (a slow network, a busy phone): the Welcome
// card, centred on the screen, would then grow and jump as the rest arrives. The screen stays invisible
// (laid out, not painted) until the parser reaches the style after it, so its first paint is whole.
const UNTIL_PARSED = '<style>#root{visibility:hidden}</style>';
const PARSED = '<style>#root{visibility:visible}</style>';
// Emotion renders each component's styles inline, before its element. They go to <head>, their names in
// `data-bcw-styles` (web/src/lib/style-cache.ts), where the app's Emotion cache reads them as inserted: a
// `data-emotion` tag would be moved out of React's way, then again by each cache made in the browser, a
// style sheet parsed again per tag and per move in the task that starts the app, on every page (the
// invitation page's hidden Welcome screen too). Emotion's Global styles, not found, insert theirs again.
const EMOTION_STYLE = /<style data-emotion="([^"]+)">(.*?)<\/style>/gs;

const vite = await createServer({
  root: web,
  configFile: `${web}vite.config.ts`,
  mode: 'production',
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const { renderWelcome } = await vite.ssrLoadModule('/src/prerender.tsx');
  const welcome = await renderWelcome();
  if (!welcome.includes('<h1')) throw new Error('the prerendered Welcome screen has no heading');
  const html = await readFile(indexHtml, 'utf8');
  if (!html.includes(ROOT)) throw new Error(`dist/index.html has no empty ${ROOT}`);
  const styles = [...welcome.matchAll(EMOTION_STYLE)]
    .map(([, names, css]) => `<style data-bcw-styles="${names}">${css}</style>`)
    .join('');
  const markup = welcome.replace(EMOTION_STYLE, '');
  if (!styles || markup.includes('<style')) throw new Error('the prerendered Welcome screen has styles left inline');
  await writeFile(
    indexHtml,
    html
      .replace('</head>', `${HIDE_STYLE}${UNTIL_PARSED}${styles}</head>`)
      .replace(ROOT, `<div id="root">${markup}</div>${PARSED}`),
  );
  console.log(`prerendered the Welcome screen into dist/index.html (${(welcome.length / 1024).toFixed(1)} KB)`);
} finally {
  await vite.close();
}
