// The door sign's page (find-table.html) as a build of its own, after the app's (`npm run build`): it shares
// no chunk with the app, so adding it changes none of the app's files, and it loads only its own few KB.
import { defineConfig } from 'vite';
import { aliases } from '../contract/aliases.mjs';
import { wedding } from '../wedding.config.ts';
import { firstPaintHtml } from './src/find-table/first-paint.ts';

export default defineConfig({
  resolve: { alias: Object.entries(aliases).map(([find, replacement]) => ({ find, replacement })) },
  plugins: [
    {
      name: 'couple-title',
      transformIndexHtml: (html) =>
        html
          .replaceAll('%COUPLE_TITLE%', wedding.couple.title.replace('&', '&amp;'))
          .replaceAll('%THEME_COLOR%', wedding.colors.primary)
          // The form is in the page itself, so it shows before the script has arrived (src/find-table/first-paint.ts).
          .replace('<div id="root"></div>', `<div id="root">${firstPaintHtml()}</div>`),
    },
  ],
  // Into the app's dist, beside it (not emptied); no source maps (Hosting would serve them); one module,
  // so no modulepreload polyfill.
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: false,
    target: 'es2022',
    modulePreload: { polyfill: false },
    rollupOptions: { input: { 'find-table': 'find-table.html' } },
  },
});
