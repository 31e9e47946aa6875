import { afterEach } from 'vitest';
import { rememberComputedStyles } from './computed-styles';
import { freshPage } from './fresh-page';
import { indexStyleRules } from './rule-index';

// The files that test rules alone run without a DOM (`@vitest-environment node` at their top): nothing to
// render there, so nothing to clean up.
if (typeof document !== 'undefined') {
  indexStyleRules(window);
  rememberComputedStyles(window);
  await freshPage();
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });
}
