import { afterEach } from 'vitest';

// The files that test rules alone run without a DOM (`@vitest-environment node` at their top): nothing to
// render there, so nothing to clean up.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });
}
