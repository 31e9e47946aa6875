// Build settings (Vite env), checked once at start-up. Plain checks rather than zod: zod would be the
// biggest part of the first JavaScript on the invitation page for these few strings.
const source = import.meta.env as Record<string, string | undefined>;

function setting(name: string, fallback: string): string {
  const value = source[name];
  return value === undefined || value === '' ? fallback : value;
}

function flag(name: string, fallback: boolean): boolean {
  const value = setting(name, String(fallback));
  if (value !== 'true' && value !== 'false') throw new Error(`${name} must be 'true' or 'false', not '${value}'`);
  return value === 'true';
}

export const env = {
  VITE_API_BASE_URL: setting('VITE_API_BASE_URL', '/bcw'),
  VITE_FIREBASE_API_KEY: setting('VITE_FIREBASE_API_KEY', 'demo-api-key'),
  VITE_FIREBASE_AUTH_DOMAIN: source.VITE_FIREBASE_AUTH_DOMAIN,
  VITE_FIREBASE_PROJECT_ID: setting('VITE_FIREBASE_PROJECT_ID', 'demo-wedding'),
  VITE_FIREBASE_APP_ID: source.VITE_FIREBASE_APP_ID,
  VITE_AUTH_EMULATOR_URL: setting('VITE_AUTH_EMULATOR_URL', 'http://127.0.0.1:9099'),
  VITE_USE_EMULATORS: flag('VITE_USE_EMULATORS', true),
};
