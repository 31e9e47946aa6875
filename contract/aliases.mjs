// The path aliases, for tools that do not read tsconfig.json's `paths` (Vite, Vitest). `@testing/<file>` is a
// shared test helper in emulators/ (tests only: the web app and the functions may not import it).
import { fileURLToPath } from 'node:url';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

export const aliases = {
  '@config': here('../wedding.config.ts'),
  '@contract': here('.'),
  '@testing': here('../emulators'),
};
