// Setup for the emulator and browser test projects, which share one module cache across their files
// (`isolate: false` in vitest.config.ts, to load firebase-admin, Playwright and axe once rather than once a
// file). A few files set `process.env` for the handlers they call in-process (TEXTING, Twilio's settings):
// each file's changes are undone when it ends, so the next file starts from the same environment.
import { afterAll } from 'vitest';

const before = { ...process.env };

afterAll(() => {
  for (const key of Object.keys(process.env)) if (!(key in before)) delete process.env[key];
  Object.assign(process.env, before);
});
