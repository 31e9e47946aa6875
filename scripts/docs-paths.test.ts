import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

const topFolders = ['contract/', 'docs/', 'emulators/', 'functions/', 'scripts/', 'web/'];

/**
 * The repository paths a page names in code spans: `functions/src/api/routes.ts`, `web/e2e/`, `firestore.rules`
 * (not Firestore's own paths such as `settings/site`, nor patterns such as `functions/.env.<project-id>`),
 * in the README and every page of docs/.
 */
function namedPaths(page: string) {
  const text = readFileSync(join(root, page), 'utf8');
  const spans = [...text.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]!);
  const isPath = (span: string) =>
    topFolders.some((folder) => span.startsWith(folder)) || /^[\w-]+\.(ts|mjs|js|json|rules)$/.test(span);
  // Files a person creates (web/.env.production.local, the opt-in screenshot) are named before they exist.
  const createdByHand = (span: string) => /\/\.(env|secret)\b/.test(span) || span === 'web/public/opt-in.png';
  return spans.filter((span) => isPath(span) && !/[<>*{}]/.test(span) && !createdByHand(span));
}

describe('the developer docs', () => {
  it('name only files and folders that exist', () => {
    const pages = ['README.md', ...readdirSync(join(root, 'docs')).map((name) => `docs/${name}`)];
    const named = pages.flatMap((page) => namedPaths(page).map((path) => ({ page, path })));
    expect(named.length).toBeGreaterThan(40);
    const missing = named.filter(({ path }) => !existsSync(join(root, path)));
    expect(missing, 'paths the docs name that do not exist').toEqual([]);
  });

  it('answer where the resend cooldown, the bulk-text skips and the caterer counts live', () => {
    const index = readFileSync(join(root, 'docs/architecture.md'), 'utf8').split('## Layout')[0]!;
    for (const question of ['30-second resend cooldown', 'skipped in a bulk text', 'caterer counts']) {
      expect(index).toContain(question);
    }
  });

  it('keep the README a front door of at most 200 lines that links every topic', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(200);
    for (const page of ['going-live', 'architecture', 'security', 'performance']) {
      expect(readme).toContain(`](docs/${page}.md)`);
    }
  });
});
