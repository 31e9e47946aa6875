import { z } from 'zod';

const envSchema = z.object({
  VITE_API_BASE_URL: z.string().default('/bcw'),
  VITE_FIREBASE_API_KEY: z.string().default('demo-api-key'),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().optional(),
  VITE_FIREBASE_PROJECT_ID: z.string().default('demo-wedding'),
  VITE_FIREBASE_APP_ID: z.string().optional(),
  VITE_AUTH_EMULATOR_URL: z.string().default('http://127.0.0.1:9099'),
  VITE_USE_EMULATORS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

export const env = envSchema.parse(import.meta.env);
