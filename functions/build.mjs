// Bundles the function into lib/index.js. The couple's config (../wedding.config.ts) is inlined,
// so the deployed folder carries it. So is every npm package the tests ran with, except the two Firebase
// SDKs, which Cloud Build installs at the exact versions functions/package.json pins (firebase-tools finds
// the functions through firebase-functions, and firebase-admin carries Google's client libraries): a
// deploy runs the code that was tested, whatever npm published since.
// `node build.mjs --watch` rebuilds on every change (the functions emulator reloads lib/).
import { context } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';

const demoDays = process.env.WEDDING_DEMO_DAYS ?? '';

// `--outfile <path>` builds elsewhere (a test checks what the bundle still requires).
const outAt = process.argv.indexOf('--outfile');
const builder = await context({
  entryPoints: ['src/index.ts'],
  outfile: outAt > 0 ? process.argv[outAt + 1] : 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'cjs',
  external: ['firebase-functions', 'firebase-functions/*', 'firebase-admin', 'firebase-admin/*'],
  sourcemap: true,
  logLevel: 'warning',
  // `npm start` moves a past demo wedding's dates to follow today (demo-dates.ts); '' keeps them.
  define: { 'process.env.WEDDING_DEMO_DAYS': JSON.stringify(demoDays) },
});

if (process.argv.includes('--watch')) {
  await builder.watch();
} else {
  await builder.rebuild();
  await builder.dispose();
}
// What the site's build baked in, for a later `npm start` without a build (emulators/launcher/demo-days.mjs).
if (outAt < 0) {
  const cache = new URL('../.cache/', import.meta.url);
  mkdirSync(cache, { recursive: true });
  writeFileSync(new URL('built-demo-days.json', cache), `${JSON.stringify({ days: Number(demoDays || 0) })}\n`);
}
