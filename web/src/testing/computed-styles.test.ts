import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sheetsAddedFromNow } from './fresh-page';

// The test setup (setup.ts) has put rememberComputedStyles in place on this window. Each test takes away
// the sheets it added, and only those: the others belong to the files before (one jsdom for all).
let removeAddedSheets = () => {};
beforeEach(() => {
  removeAddedSheets = sheetsAddedFromNow();
});
afterEach(() => {
  document.body.replaceChildren();
  removeAddedSheets();
});

function element(html: string) {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
}

function addRule(css: string) {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
}

describe('getComputedStyle in the web unit tests', () => {
  it('answers again from memory while the document is unchanged', () => {
    const box = element('<div class="box"><span>hi</span></div>');
    const first = getComputedStyle(box);
    expect(getComputedStyle(box)).toBe(first);
  });

  it('follows a style sheet added after it answered', () => {
    const box = element('<div class="box">hi</div>');
    expect(getComputedStyle(box).display).toBe('block');
    addRule('.box { display: none }');
    expect(getComputedStyle(box).display).toBe('none');
  });

  it("follows a class, an inline style and an ancestor's visibility changed after it answered", () => {
    addRule('.hidden { visibility: hidden }');
    const box = element('<section><p>hi</p></section>');
    const text = box.querySelector('p')!;
    expect(getComputedStyle(text).visibility).toBe('visible');
    box.className = 'hidden';
    expect(getComputedStyle(text).visibility).toBe('hidden');
    box.className = '';
    text.style.display = 'none';
    expect(getComputedStyle(text).visibility).toBe('visible');
    expect(getComputedStyle(text).display).toBe('none');
  });

  it('follows a node moved under a hidden parent', () => {
    addRule('.gone { display: none }');
    const box = element('<div><p>one</p><div class="gone"></div></div>');
    const text = box.querySelector('p')!;
    expect(getComputedStyle(text).display).toBe('block');
    box.querySelector('.gone')!.append(text);
    expect(getComputedStyle(text).display).toBe('block');
    expect(getComputedStyle(box.querySelector('.gone')!).display).toBe('none');
  });

  it("answers afresh for another document's elements, whose changes it does not see", () => {
    const other = new DOMParser().parseFromString('<p>hi</p>', 'text/html').querySelector('p')!;
    expect(getComputedStyle(other)).not.toBe(getComputedStyle(other));
  });
});
