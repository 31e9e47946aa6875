import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

const dist = join(import.meta.dirname, '..', '..', 'web', 'dist');

export type JsLoad = { files: string[]; gzipBytes: number; sizes: Record<string, number> };

/**
 * Records every script a page loads from /assets/ until `settle` resolves and no further script was asked
 * for in 2 s (on a loaded machine a page can look idle between its first paint and starting the app),
 * with its gzip size.
 */
export async function scriptsLoadedBy(page: Page, settle: () => Promise<void>): Promise<JsLoad> {
  const files = new Set<string>();
  let lastAt = Date.now();
  const track = (url: string) => {
    const path = new URL(url).pathname;
    if (path.startsWith('/assets/') && path.endsWith('.js')) {
      files.add(path);
      lastAt = Date.now();
    }
  };
  const listener = (request: { url(): string }) => track(request.url());
  page.on('request', listener);
  await settle();
  while (!files.size || Date.now() - lastAt < 2000) await page.waitForTimeout(250);
  page.off('request', listener);
  const list = [...files];
  const sizes = Object.fromEntries(list.map((file) => [file, gzipSync(readFileSync(join(dist, file))).length]));
  const gzipBytes = Object.values(sizes).reduce((sum, size) => sum + size, 0);
  return { files: list, gzipBytes, sizes };
}

/** Whether any built script holds the Firestore client SDK. */
export function clientHasFirestoreSdk(files: string[]): boolean {
  return files.some((file) => readFileSync(join(dist, file), 'utf8').includes('google.firestore.v1.Firestore'));
}

/** Whether any built script contains `text` (a marker of a library that must stay out). */
export function clientHasText(files: string[], text: string): boolean {
  return files.some((file) => readFileSync(join(dist, file), 'utf8').includes(text));
}
