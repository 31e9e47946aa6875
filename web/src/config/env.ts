import * as z from 'zod/mini';

const envSchema = z.object({
  VITE_API_BASE_URL: z._default(z.string(), '/bcw'),
  VITE_FIREBASE_API_KEY: z._default(z.string(), 'demo-api-key'),
  VITE_FIREBASE_AUTH_DOMAIN: z.optional(z.string()),
  VITE_FIREBASE_PROJECT_ID: z._default(z.string(), 'demo-wedding'),
  VITE_FIREBASE_APP_ID: z.optional(z.string()),
  VITE_AUTH_EMULATOR_URL: z._default(z.string(), 'http://127.0.0.1:9099'),
  VITE_USE_EMULATORS: z._default(z.enum(['true', 'false']), 'true'),
});

const parsed = envSchema.parse(import.meta.env);

/** Build settings (Vite env), checked once at start-up. */
export const env = { ...parsed, VITE_USE_EMULATORS: parsed.VITE_USE_EMULATORS === 'true' };
