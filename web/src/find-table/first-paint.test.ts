import { afterEach, expect, it, vi } from 'vitest';
import { firstPaintHtml } from './first-paint';

// find-table.html carries the form the script would draw first (but for the button, which waits), so the
// guest sees it before the script arrives; the script keeps it and wires it rather than drawing it again.

afterEach(() => {
  vi.resetModules();
  localStorage.clear();
  history.replaceState(null, '', '/');
});

async function firstRender(search: string, typed = '') {
  history.replaceState(null, '', `/find-table${search}`);
  document.body.innerHTML = `<h1 id="page-title">Find your table</h1><div id="root">${firstPaintHtml()}</div>`;
  const root = document.getElementById('root')!;
  const before = root.innerHTML;
  const intro = root.querySelector('p');
  // A guest quicker than the script types into the page's own form.
  if (typed) root.querySelector<HTMLInputElement>('[data-key="first"]')!.value = typed;
  await import('./main');
  return { before, after: root.innerHTML, kept: root.querySelector('p') === intro };
}

it("is the script's first English form, its button waiting for the script", async () => {
  Object.defineProperty(navigator, 'language', { value: 'en-US', configurable: true });
  const { before, after, kept } = await firstRender('?d=door-key');
  expect(before).toContain('disabled=""');
  expect(after).not.toContain('disabled');
  expect(before.replace(' disabled=""', '')).toBe(after);
  // Kept, not drawn again: the first paint stays the page's largest, and its controls work.
  expect(kept).toBe(true);
  const tapFind = () => document.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  tapFind();
  expect(document.querySelector('[role="alert"]')?.textContent).toBe('Please type your first and last name.');
  // A second tap on the same message draws the form again, still with one handler: one call a search.
  tapFind();
  const fetched = vi.fn(() => new Promise<Response>(() => undefined));
  vi.stubGlobal('fetch', fetched);
  const typeInto = (key: string, value: string) => {
    const input = document.querySelector<HTMLInputElement>(`[data-key="${key}"]`)!;
    input.value = value;
    input.dispatchEvent(new Event('input'));
  };
  typeInto('first', 'Rosa');
  typeInto('last', 'Mendez');
  tapFind();
  expect(fetched).toHaveBeenCalledTimes(1);
  vi.unstubAllGlobals();
});

it('keeps a name typed before the script came', async () => {
  const { kept } = await firstRender('?d=door-key', 'Rosa');
  expect(kept).toBe(true);
  expect(document.querySelector<HTMLInputElement>('[data-key="first"]')!.value).toBe('Rosa');
  const fetched = vi.fn(() => new Promise<Response>(() => undefined));
  vi.stubGlobal('fetch', fetched);
  const last = document.querySelector<HTMLInputElement>('[data-key="last"]')!;
  last.value = 'Alvarez';
  last.dispatchEvent(new Event('input'));
  document.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  // Sent with both names, not refused for a missing first name.
  expect(document.querySelector('[role="alert"]')).toBeNull();
  expect(JSON.parse(String((fetched.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toMatchObject({
    first: 'Rosa',
    last: 'Alvarez',
  });
  vi.unstubAllGlobals();
});

it('shows the table found, and the form again for someone else', async () => {
  await firstRender('?d=door-key', 'Rosa');
  const answer = {
    error: false,
    code: 200,
    message: 'ok',
    data: { found: true, first: 'Rosa', place: 'Table 2', seat: '1' },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(answer))),
  );
  const last = document.querySelector<HTMLInputElement>('[data-key="last"]')!;
  last.value = 'Alvarez';
  last.dispatchEvent(new Event('input'));
  document.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  await vi.waitFor(() => expect(document.querySelector('[data-testid="found-table"]')?.textContent).toBe('Table 2'));
  [...document.querySelectorAll('button')].find((button) => button.textContent === 'Look up someone else')!.click();
  expect(document.querySelector<HTMLInputElement>('[data-key="first"]')!.value).toBe('');
  expect(document.querySelector('[data-testid="found-table"]')).toBeNull();
  vi.unstubAllGlobals();
});

it('is replaced by the Spanish form for a Spanish reader', async () => {
  const { after, kept } = await firstRender('?d=door-key&lang=es');
  expect(after).toContain('Escriba su nombre y apellido');
  expect(kept).toBe(false);
  expect(after).not.toContain('disabled');
});
