import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundariesPlugin } from './eslint.boundaries.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'functions/lib/**', '.emulator-data/**', '.cache/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Imports flow one way: shared code -> features -> app; no feature imports another (app/ composes them);
  // the two workspaces meet only in contract/ and the couple's config. Zones see through any relative
  // depth and through the @contract/@config aliases (eslint.boundaries.js).
  {
    files: ['web/**/*.{ts,tsx}', 'functions/**/*.ts', 'contract/**/*.ts'],
    plugins: { boundaries: boundariesPlugin },
    rules: { 'boundaries/no-restricted-paths': 'error' },
  },
  // A feature room refuses by kind (functions/src/platform/refusal.ts): only api/ turns a refusal into an
  // HTTP status (api/calls.ts), so no room answers an error with a status of its own.
  {
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/api/**', 'functions/src/platform/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)platform/respond$',
              importNames: ['fail'],
              message:
                'Refuse with a Refusal (platform/refusal.ts) and let api/calls.ts choose the status: a feature room answers no error itself.',
            },
          ],
        },
      ],
    },
  },
);
