import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'web',
      {
        test: {
          name: 'functions',
          // Node tests: the functions, the scripts, and the web build's own plugins.
          include: ['functions/src/**/*.test.ts', 'scripts/**/*.test.ts', 'web/vite-plugins/**/*.test.ts'],
          exclude: ['**/*.emu.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'emulator',
          include: ['functions/src/**/*.emu.test.ts', 'emulators/**/*.emu.test.ts', 'scripts/**/*.emu.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'restart',
          include: ['emulators/**/*.persist.test.ts'],
          environment: 'node',
          testTimeout: 240_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['web/e2e/**/*.e2e.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
