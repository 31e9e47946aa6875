import { defineConfig } from 'vitest/config';
import { aliases } from './contract/aliases.mjs';
import { emulatorTestTimeoutMs } from './emulators/testing/test-timeouts';

const resolve = { alias: aliases };
// The unit files that must load the functions' modules afresh: they watch the console before
// firebase-functions' logger takes hold of it, or replace a module (vi.mock). They run in their own project,
// a module cache each; every other unit file shares one.
const ownModules = ['functions/src/api/app-errors.test.ts', 'functions/src/api/fail-closed.test.ts'];
const unitTimeouts = {
  // Some do real work (an esbuild of the functions, the whole API app loaded, property runs of the
  // quiet hours): beside the emulator lanes on two cores they took 6-10 s, past vitest's 5 s. A test
  // that hangs still fails.
  testTimeout: 20_000,
  hookTimeout: 30_000,
};

export default defineConfig({
  test: {
    projects: [
      'web',
      {
        resolve,
        test: {
          name: 'functions',
          // Node tests: the contract, the functions, the scripts, the launcher, and the web build's own plugins.
          include: [
            'contract/**/*.test.ts',
            'emulators/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'web/vite-plugins/**/*.test.ts',
            'web/scripts/**/*.test.ts',
          ],
          exclude: ['**/*.emu.test.ts', '**/*.persist.test.ts', '**/node_modules/**', ...ownModules],
          environment: 'node',
          // One module cache for every file (the API app, zod and firebase-admin load once, not once a file);
          // each file's changes to process.env are undone when it ends.
          isolate: false,
          setupFiles: ['emulators/testing/env-per-file.ts'],
          ...unitTimeouts,
        },
      },
      {
        resolve,
        test: { name: 'functions-own-modules', include: ownModules, environment: 'node', ...unitTimeouts },
      },
      {
        resolve,
        test: {
          name: 'emulator',
          include: ['functions/src/**/*.emu.test.ts', 'emulators/**/*.emu.test.ts', 'scripts/**/*.emu.test.ts'],
          environment: 'node',
          fileParallelism: false,
          // One module cache for every file (firebase-admin loads once, not 80 times: about 100 s of a run);
          // each file's changes to process.env are undone when it ends.
          isolate: false,
          setupFiles: ['emulators/testing/env-per-file.ts'],
          testTimeout: emulatorTestTimeoutMs,
          hookTimeout: 60_000,
        },
      },
      {
        resolve,
        test: {
          name: 'restart',
          include: ['emulators/**/*.persist.test.ts'],
          environment: 'node',
          testTimeout: 240_000,
        },
      },
      {
        resolve,
        test: {
          name: 'e2e',
          include: ['web/e2e/**/*.e2e.ts'],
          environment: 'node',
          fileParallelism: false,
          // Playwright, axe-core and firebase-admin load once for every file (see the emulator project).
          isolate: false,
          setupFiles: ['emulators/testing/env-per-file.ts'],
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
