import { afterEach } from 'vitest';
import { rememberComputedStyles } from './computed-styles';

// The files that test rules alone run without a DOM (`@vitest-environment node` at their top): nothing to
// render there, so nothing to clean up.
if (typeof document !== 'undefined') {
  rememberComputedStyles(window);
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });
}
