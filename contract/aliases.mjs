// The path aliases, for tools that do not read tsconfig.json's `paths` (Vite, Vitest). `@testing/<file>` is a
// shared test helper in emulators/testing/, `@stand-ins/<file>` a stand-in for Twilio, Verify or mail in
// emulators/stand-ins/, `@launcher/<file>` the launcher's (its demo data) in emulators/launcher/ (tests only:
// the web app and the functions may not import them).
import { fileURLToPath } from 'node:url';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

export const aliases = {
  '@config': here('../wedding.config.ts'),
  '@contract': here('.'),
  '@testing': here('../emulators/testing'),
  '@stand-ins': here('../emulators/stand-ins'),
  '@launcher': here('../emulators/launcher'),
};
