import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const otpInputEsm = fileURLToPath(new URL('./node_modules/react-otp-input/lib/index.esm.js', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias: { 'react-otp-input': otpInputEsm } },
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          exclude: ['**/*.emu.test.ts', '**/node_modules/**'],
          environment: 'jsdom',
          setupFiles: ['web/src/testing/setup.ts'],
        },
      },
      {
        test: {
          name: 'functions',
          include: ['functions/src/**/*.test.ts'],
          exclude: ['**/*.emu.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'emulator',
          include: ['functions/src/**/*.emu.test.ts', 'emulators/**/*.emu.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
