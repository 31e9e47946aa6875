// Bundles the function into lib/index.js. The couple's config (../wedding.config.ts) is inlined,
// so the deployed folder carries it; npm packages stay external and are installed by Cloud Build.
// `node build.mjs --watch` rebuilds on every change (the functions emulator reloads lib/).
import { context } from 'esbuild';

const builder = await context({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'cjs',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

if (process.argv.includes('--watch')) {
  await builder.watch();
} else {
  await builder.rebuild();
  await builder.dispose();
}
