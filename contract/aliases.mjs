// The two path aliases, for tools that do not read tsconfig.json's `paths` (Vite, Vitest).
import { fileURLToPath } from 'node:url';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

export const aliases = {
  '@config': here('../wedding.config.ts'),
  '@contract': here('.'),
};
