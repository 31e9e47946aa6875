// Bundles the function into lib/index.js. The couple's config (../wedding.config.ts) is inlined,
// so the deployed folder carries it; npm packages stay external and are installed by Cloud Build.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
