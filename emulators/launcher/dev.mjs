// `npm run dev`: the emulator suite (as `npm start`) plus Vite with hot reload on :5173, which proxies
// /bcw to the Hosting emulator. The function is rebuilt on every change.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { applyDemoDays } from './demo-days.mjs';
import { EXPORT_METADATA } from './export-check.mjs';
import { dataDir, root } from './setup.mjs';

// The demo's dates follow today, as under `npm start` (which this starts, with the same days).
await applyDemoDays({ root, dataDir, dataKept: existsSync(join(dataDir, EXPORT_METADATA)), building: true });

if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);

const children = [
  spawn('node', [join(root, 'emulators', 'launcher', 'start.mjs')], { cwd: root, stdio: 'inherit' }),
  spawn('node', ['build.mjs', '--watch'], { cwd: join(root, 'functions'), stdio: 'inherit' }),
  spawn('npx', ['vite', '--strictPort', '--mode', 'emulator'], { cwd: join(root, 'web'), stdio: 'inherit' }),
];
console.log(
  '\n  Hot-reloading site: http://127.0.0.1:5173 (the emulator site, the demo numbers and the texts follow)\n',
);

process.on('SIGINT', () => {}); // Ctrl-C reaches every child; wait for the emulators to save.
const [emulators, ...others] = children;
emulators.on('exit', (code) => {
  for (const child of others) child.kill('SIGTERM');
  process.exit(code ?? 0);
});
