// Build settings. Only a production build (`npm run deploy`, `vite build --mode production`) reads them,
// from web/.env.production.local, and it never talks to an emulator; vite-plugins/build-settings.ts
// fails that build when one is missing. Every other mode (npm start, npm test, npm run dev, unit tests)
// is an emulator build with the fixed settings below and reads nothing, so no production setting can
// reach it. Vite replaces MODE and each setting where it is named, so a build holds only its own branch.
type Settings = {
  VITE_API_BASE_URL: string;
  VITE_FIREBASE_API_KEY: string;
  VITE_FIREBASE_AUTH_DOMAIN: string | undefined;
  VITE_FIREBASE_PROJECT_ID: string;
  VITE_FIREBASE_APP_ID: string | undefined;
  VITE_AUTH_EMULATOR_URL: string;
  VITE_USE_EMULATORS: boolean;
};

export const env: Settings =
  import.meta.env.MODE === 'production'
    ? {
        VITE_API_BASE_URL: import.meta.env.VITE_API_BASE_URL || '/bcw',
        VITE_FIREBASE_API_KEY: import.meta.env.VITE_FIREBASE_API_KEY,
        VITE_FIREBASE_AUTH_DOMAIN: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
        VITE_FIREBASE_PROJECT_ID: import.meta.env.VITE_FIREBASE_PROJECT_ID,
        VITE_FIREBASE_APP_ID: import.meta.env.VITE_FIREBASE_APP_ID,
        VITE_AUTH_EMULATOR_URL: '',
        VITE_USE_EMULATORS: false,
      }
    : {
        VITE_API_BASE_URL: '/bcw',
        VITE_FIREBASE_API_KEY: 'demo-api-key',
        VITE_FIREBASE_AUTH_DOMAIN: undefined,
        VITE_FIREBASE_PROJECT_ID: 'demo-wedding',
        VITE_FIREBASE_APP_ID: undefined,
        VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
        VITE_USE_EMULATORS: true,
      };
