import { afterEach, describe, expect, it } from 'vitest';
import { forgetLinkKey, linkKeyFromAddress } from './link-key';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  forgetLinkKey();
});

describe('linkKeyFromAddress', () => {
  it('takes the key and removes it from the address bar, keeping the rest', () => {
    window.history.replaceState(null, '', '/?success=1&k=dwTbBuhpPngUpo_Ymd_PFw#gift');
    expect(linkKeyFromAddress()).toBe('dwTbBuhpPngUpo_Ymd_PFw');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/?success=1#gift');
  });

  it('gives the same key to every reader once it is gone from the address', () => {
    window.history.replaceState(null, '', '/?k=abc');
    expect(linkKeyFromAddress()).toBe('abc');
    expect(linkKeyFromAddress()).toBe('abc');
    expect(window.location.search).toBe('');
  });

  it('is null without a key, leaving the address alone', () => {
    window.history.replaceState(null, '', '/?canceled=1');
    expect(linkKeyFromAddress()).toBeNull();
    expect(window.location.search).toBe('?canceled=1');
  });
});
