import { describe, expect, it } from 'vitest';
import { productionSettingsProblems } from './build-settings';

const complete = {
  VITE_FIREBASE_API_KEY: 'AIzaSyExample',
  VITE_FIREBASE_AUTH_DOMAIN: 'grace-and-daniel.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'grace-and-daniel',
  VITE_FIREBASE_APP_ID: '1:1234:web:abcd',
};

describe('productionSettingsProblems', () => {
  it('accepts the four Firebase web settings', () => {
    expect(productionSettingsProblems(complete)).toEqual([]);
  });

  it('names each missing or empty setting and where it goes', () => {
    expect(
      productionSettingsProblems({ ...complete, VITE_FIREBASE_API_KEY: ' ', VITE_FIREBASE_APP_ID: undefined }),
    ).toEqual([
      expect.stringMatching(/^VITE_FIREBASE_API_KEY is missing: put it in web\/\.env\.production\.local/),
      expect.stringMatching(/^VITE_FIREBASE_APP_ID is missing/),
    ]);
    expect(productionSettingsProblems({})).toHaveLength(4);
  });

  it('refuses the emulator project and emulator settings', () => {
    expect(
      productionSettingsProblems({ ...complete, VITE_FIREBASE_PROJECT_ID: 'demo-wedding', VITE_USE_EMULATORS: 'true' }),
    ).toEqual([
      "VITE_FIREBASE_PROJECT_ID is 'demo-wedding', an emulator-only project: use your Firebase project's id",
      'VITE_USE_EMULATORS is an emulator setting: remove it from the production settings',
    ]);
    expect(productionSettingsProblems({ ...complete, VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099' })).toEqual([
      'VITE_AUTH_EMULATOR_URL is an emulator setting: remove it from the production settings',
    ]);
  });
});
