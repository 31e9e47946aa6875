// Bundles the function into lib/index.js. The couple's config (../wedding.config.ts) is inlined,
// so the deployed folder carries it. So is every npm package the tests ran with, except the two Firebase
// SDKs, which Cloud Build installs at the exact versions functions/package.json pins (firebase-tools finds
// the functions through firebase-functions, and firebase-admin carries Google's client libraries): a
// deploy runs the code that was tested, whatever npm published since.
// `node build.mjs --watch` rebuilds on every change (the functions emulator reloads lib/).
import { context } from 'esbuild';

// `--outfile <path>` builds elsewhere (a test checks what the bundle still requires).
const outAt = process.argv.indexOf('--outfile');
const builder = await context({
  entryPoints: ['src/index.ts'],
  outfile: outAt > 0 ? process.argv[outAt + 1] : 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'cjs',
  external: ['firebase-functions', 'firebase-functions/*', 'firebase-admin', 'firebase-admin/*'],
  sourcemap: true,
  logLevel: 'warning',
});

if (process.argv.includes('--watch')) {
  await builder.watch();
} else {
  await builder.rebuild();
  await builder.dispose();
}
