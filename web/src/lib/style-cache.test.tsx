import { CacheProvider } from '@emotion/react';
import styled from '@emotion/styled';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sheetsAddedFromNow } from '../testing/fresh-page';

/** The module as a fresh page load gets it (it reads the kept styles when it is first loaded). */
async function load() {
  vi.resetModules();
  return import('./style-cache');
}

const Card = styled.div({ color: 'rgb(1, 2, 3)', padding: 7 });

/** A visit that shows `Card` and keeps its styles once idle; answers what was kept. */
async function visit(module: Awaited<ReturnType<typeof load>>) {
  render(
    <CacheProvider value={module.styleCache()}>
      <Card>Card</Card>
    </CacheProvider>,
  );
  module.keepStylesWhenIdle();
  vi.runAllTimers();
  return keptNow();
}

async function keptNow() {
  await vi.waitFor(() => expect(localStorage.getItem('bcw.styles')).not.toBeNull());
  return JSON.parse(localStorage.getItem('bcw.styles')!) as { build: string; names: string[]; css: string };
}

let removeAddedSheets = () => {};

describe('the styles kept from the last visit', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestIdleCallback'] });
    removeAddedSheets = sheetsAddedFromNow();
  });
  afterEach(() => {
    vi.useRealTimers();
    removeAddedSheets();
  });

  it("keeps a visit's rules, with their names, once the browser is idle", async () => {
    const { styleCache, keepStylesWhenIdle } = await load();
    render(
      <CacheProvider value={styleCache()}>
        <Card>Card</Card>
      </CacheProvider>,
    );
    const name = [...screen.getByText('Card').classList].find((c) => c.startsWith('css-'))!.slice(4);
    keepStylesWhenIdle();
    expect(localStorage.getItem('bcw.styles')).toBeNull(); // not while the page is busy
    vi.runAllTimers();
    const kept = await keptNow();
    expect(kept.names).toContain(name);
    expect(kept.css).toContain(`.css-${name}`);
    expect(kept.css).toContain('rgb(1, 2, 3)');
  });

  it('puts them back on the next visit, so Emotion inserts none of them again', async () => {
    const kept = await visit(await load());
    removeAddedSheets();

    const next = await load();
    // Not while the page's scripts are evaluated: on first use, in the app's first render.
    expect(document.head.querySelector('style[data-bcw-styles^="css "]')).toBeNull();
    const cache = next.styleCache();
    const putBack = document.head.querySelector('style[data-bcw-styles^="css "]');
    expect(putBack?.textContent).toBe(kept.css);
    for (const name of kept.names) expect(cache.inserted[name]).toBe(true);
    expect(next.styleCache()).toBe(cache);
    expect(document.head.querySelectorAll('style[data-bcw-styles^="css "]')).toHaveLength(1);
    const insert = vi.spyOn(next.styleCache(), 'insert');
    render(
      <CacheProvider value={next.styleCache()}>
        <Card>Card again</Card>
      </CacheProvider>,
    );
    expect(insert).not.toHaveBeenCalled();
    expect(getComputedStyle(screen.getByText('Card again')).color).toBe('rgb(1, 2, 3)');
  });

  it('moves none of the kept or prerendered sheets as its cache starts (each move is a sheet parsed again), and counts their rules', async () => {
    await visit(await load());
    removeAddedSheets();
    const prerendered = document.createElement('style');
    prerendered.setAttribute('data-bcw-styles', 'css w1 w2');
    prerendered.textContent = '.css-w1{margin:0}.css-w2{padding:0}';
    document.head.append(prerendered);
    const removed: Node[] = [];
    const watch = new MutationObserver((records) => records.forEach((record) => removed.push(...record.removedNodes)));
    watch.observe(document.head, { childList: true });

    const cache = (await load()).styleCache();
    await Promise.resolve(); // the observer's records
    watch.disconnect();
    expect(removed).toEqual([]);
    expect(cache.inserted.w1).toBe(true);
    expect(cache.inserted.w2).toBe(true);
    const tags = [...document.head.querySelectorAll('style[data-bcw-styles]')];
    expect(tags[0]).toBe(prerendered);
    expect(tags).toHaveLength(2);
    prerendered.remove();
  });

  it('writes nothing when the visit added no rule, and drops styles kept by another build', async () => {
    await visit(await load());

    const next = await load();
    const write = vi.spyOn(Storage.prototype, 'setItem');
    next.keepStylesWhenIdle();
    vi.runAllTimers();
    expect(write).not.toHaveBeenCalled();
    write.mockRestore();

    removeAddedSheets();
    localStorage.setItem(
      'bcw.styles',
      JSON.stringify({ build: 'another build', names: ['x1'], css: '.css-x1{color:red}' }),
    );
    const other = await load();
    expect(document.head.querySelector('style[data-bcw-styles^="css "]')).toBeNull();
    expect(other.styleCache().inserted.x1).toBeUndefined();
  });

  it('keeps nothing past its size limit, and a damaged entry is ignored', async () => {
    localStorage.setItem('bcw.styles', '{not json');
    const { styleCache, keepStylesWhenIdle, MAX_KEPT_CSS } = await load();
    expect(document.head.querySelector('style[data-bcw-styles^="css "]')).toBeNull();
    const Big = styled.div({ content: `"${'x'.repeat(MAX_KEPT_CSS)}"` });
    render(
      <CacheProvider value={styleCache()}>
        <Big>Big</Big>
      </CacheProvider>,
    );
    keepStylesWhenIdle();
    vi.runAllTimers();
    expect(localStorage.getItem('bcw.styles')).toBe('{not json');
  });
});
