/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import { aliases } from '../contract/aliases.mjs';
import { wedding } from '../wedding.config.ts';
import { buildSettingsCheck } from './vite-plugins/build-settings.ts';
import { cspHashCheck } from './vite-plugins/csp-hash.ts';
import { LANGUAGE_KEY } from './src/i18n/storage-key.ts';
import {
  DAY_WINDOW_KEY,
  FIRST_PHOTO_ID,
  HERO_BOX_KEY,
  HERO_KEY,
  TOP_CARDS_KEY,
} from './src/features/invitation/hero-preload.ts';
import { routeRequest } from '../contract/api-map.ts';
import { EARLY_CALL_KEY } from './src/lib/early-call.ts';
import { ID_TOKEN_KEY, ID_TOKEN_MARGIN_MS } from './src/lib/id-token.ts';
import { routePreload } from './vite-plugins/route-preload.ts';

// react-otp-input's `main` entry is an old build (no inputMode, no whole-code paste); tests use its ESM build.
const otpInputEsm = fileURLToPath(new URL('../node_modules/react-otp-input/lib/index.esm.js', import.meta.url));
const firebaseJson = fileURLToPath(new URL('../firebase.json', import.meta.url));
const webDir = fileURLToPath(new URL('.', import.meta.url));

// Two kinds of build: `--mode emulator` (npm start, npm test, npm run dev) and `--mode production`
// (npm run deploy), which alone reads web/.env.production.local and fails without it (src/config/env.ts).
// `@config/spanish` is the config as a second module, whose unused English drops out: the Spanish content
// then lands in the Spanish chunk alone, which only Spanish readers download.
const alias = [
  { find: /^@config\/spanish$/, replacement: `${aliases['@config']}?spanish` },
  ...Object.entries(aliases).map(([find, replacement]) => ({ find, replacement })),
];

export default defineConfig(({ mode }) => ({
  resolve: { alias },
  // `npm start` moves a past demo wedding's dates to follow today (demo-dates.ts); a production
  // build, and any build without the variable, keeps them as written ('' folds the move away).
  define: {
    'process.env.WEDDING_DEMO_DAYS': JSON.stringify(mode === 'production' ? '' : (process.env.WEDDING_DEMO_DAYS ?? '')),
  },
  plugins: [
    buildSettingsCheck(),
    react(),
    routePreload({
      signedIn: ['src/app/routes/InvitationPage.tsx'],
      signedOut: ['src/features/sign-in/components/SignIn.tsx'],
      auth: ['src/lib/firebase.ts'],
      spanish: ['src/i18n/es.ts'],
      languageKey: LANGUAGE_KEY,
      heroKey: HERO_KEY,
      topCardsKey: TOP_CARDS_KEY,
      dayWindowKey: DAY_WINDOW_KEY,
      heroBoxKey: HERO_BOX_KEY,
      firstPhotoId: FIRST_PHOTO_ID,
      tokenKey: ID_TOKEN_KEY,
      tokenMarginMs: ID_TOKEN_MARGIN_MS,
      // As src/config/env.ts calls the API: a production build's VITE_API_BASE_URL, else /bcw.
      invitationCall: `${(mode === 'production' && loadEnv(mode, webDir).VITE_API_BASE_URL) || '/bcw'}${routeRequest('GET /get-invitation/{invtId}', { invtId: '' })[1]}`,
      earlyCallKey: EARLY_CALL_KEY,
    }),
    {
      name: 'couple-title',
      transformIndexHtml: (html) =>
        html
          .replace('%COUPLE_TITLE%', wedding.couple.title.replace('&', '&amp;'))
          .replace('%THEME_COLOR%', wedding.colors.primary),
    },
    cspHashCheck(firebaseJson),
  ],
  server: {
    host: '127.0.0.1',
    port: 5173,
    // The couple's config sits one folder up, beside the functions.
    fs: { allow: ['..'] },
    proxy: { '/bcw': 'http://127.0.0.1:5000', '/photos': 'http://127.0.0.1:5000' },
  },
  // No source maps: Hosting would serve them to anyone.
  build: { outDir: 'dist', sourcemap: false, target: 'es2022' },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    // One jsdom and one copy of React, MUI and the rest for every file (src/testing/setup.ts starts each file
    // on a fresh page with the app's own modules loaded afresh): about half the CPU of these tests.
    isolate: false,
    environment: 'jsdom',
    setupFiles: ['src/testing/setup.ts'],
    // userEvent in jsdom on a busy two-core machine can take seconds per test; a test that hangs still fails.
    testTimeout: 20_000,
    alias: { 'react-otp-input': otpInputEsm },
  },
}));
