import { afterEach, expect, it, vi } from 'vitest';
import { firstPaintHtml } from './first-paint';

// find-table.html carries the form the script draws first, so the guest sees it before the script arrives
// and nothing moves when the script draws it again: the same markup, but for the button, which waits.

afterEach(() => {
  vi.resetModules();
  localStorage.clear();
  history.replaceState(null, '', '/');
});

async function firstRender(search: string) {
  history.replaceState(null, '', `/find-table${search}`);
  document.body.innerHTML = `<h1 id="page-title">Find your table</h1><div id="root">${firstPaintHtml()}</div>`;
  const root = document.getElementById('root')!;
  const before = root.innerHTML;
  await import('./main');
  return { before, after: root.innerHTML };
}

it("is the script's first English form, its button waiting for the script", async () => {
  Object.defineProperty(navigator, 'language', { value: 'en-US', configurable: true });
  const { before, after } = await firstRender('?d=door-key');
  expect(before).toContain('disabled=""');
  expect(after).not.toContain('disabled');
  expect(before.replace(' disabled=""', '')).toBe(after);
});

it('is replaced by the Spanish form for a Spanish reader', async () => {
  const { after } = await firstRender('?d=door-key&lang=es');
  expect(after).toContain('Escriba su nombre y apellido');
  expect(after).not.toContain('disabled');
});
