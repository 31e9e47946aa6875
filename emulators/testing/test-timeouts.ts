// The emulator tests' own time limit, read both by vitest.config.ts (the emulator project's testTimeout) and
// by the helpers that give a test more time on top of it (waitsForWindowEdge in testing.ts), so the two
// cannot drift apart.
export const emulatorTestTimeoutMs = 30_000;
