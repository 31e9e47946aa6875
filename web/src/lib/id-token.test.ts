import { beforeEach, describe, expect, it } from 'vitest';
import { forgetIdToken, ID_TOKEN_KEY, ID_TOKEN_MARGIN_MS, keepIdToken, keptIdToken } from './id-token';

beforeEach(() => localStorage.clear());

describe('the ID token kept beside the session', () => {
  const now = Date.parse('2026-11-28T12:00:00Z');

  it('is given back while it has more than five minutes left, and not after', () => {
    keepIdToken('a.b.c', now + 60 * 60_000);
    expect(keptIdToken(now)).toBe('a.b.c');
    expect(keptIdToken(now + 55 * 60_000 - 1)).toBe('a.b.c');
    expect(keptIdToken(now + 60 * 60_000 - ID_TOKEN_MARGIN_MS)).toBeUndefined();
    expect(keptIdToken(now + 2 * 60 * 60_000)).toBeUndefined();
  });

  it('is forgotten on request', () => {
    keepIdToken('a.b.c', now + 60 * 60_000);
    forgetIdToken();
    expect(localStorage.getItem(ID_TOKEN_KEY)).toBeNull();
    expect(keptIdToken(now)).toBeUndefined();
  });

  it('ignores what is not a kept token, and an expiry that is not a time', () => {
    for (const value of [
      'not json',
      '{}',
      '{"token":"","expiresAt":9e15}',
      '{"token":"a","expiresAt":"soon"}',
      'null',
    ]) {
      localStorage.setItem(ID_TOKEN_KEY, value);
      expect(keptIdToken(now)).toBeUndefined();
    }
    localStorage.clear();
    keepIdToken('a.b.c', Number.NaN);
    expect(localStorage.getItem(ID_TOKEN_KEY)).toBeNull();
  });
});
