import { beforeEach, describe, expect, it } from 'vitest';
import { forgetIdToken, ID_TOKEN_KEY, ID_TOKEN_MARGIN_MS, keepIdToken, keptIdToken } from './id-token';

beforeEach(() => localStorage.clear());

describe('the ID token kept beside the session', () => {
  const now = Date.parse('2026-11-28T12:00:00Z');

  it('is given back while it has more than five minutes left, and not after', () => {
    keepIdToken('rosa', 'a.b.c', now + 60 * 60_000);
    expect(keptIdToken('rosa', now)).toBe('a.b.c');
    expect(keptIdToken('rosa', now + 55 * 60_000 - 1)).toBe('a.b.c');
    expect(keptIdToken('rosa', now + 60 * 60_000 - ID_TOKEN_MARGIN_MS)).toBeUndefined();
    expect(keptIdToken('rosa', now + 2 * 60 * 60_000)).toBeUndefined();
  });

  it('is given back for the guest it was kept for only', () => {
    keepIdToken('rosa', 'a.b.c', now + 60 * 60_000);
    expect(keptIdToken('margaret', now)).toBeUndefined();
    expect(keptIdToken('', now)).toBeUndefined();
    expect(keptIdToken('rosa', now)).toBe('a.b.c');
    keepIdToken('', 'd.e.f', now + 60 * 60_000);
    expect(keptIdToken('rosa', now)).toBe('a.b.c');
  });

  it('is forgotten on request', () => {
    keepIdToken('rosa', 'a.b.c', now + 60 * 60_000);
    forgetIdToken();
    expect(localStorage.getItem(ID_TOKEN_KEY)).toBeNull();
    expect(keptIdToken('rosa', now)).toBeUndefined();
  });

  it('ignores what is not a kept token: no token, an expiry that is not a time, no guest', () => {
    for (const value of [
      'not json',
      '{}',
      '{"token":"","expiresAt":9e15,"uid":"rosa"}',
      '{"token":"a","expiresAt":"soon","uid":"rosa"}',
      '{"token":"a","expiresAt":9e15}',
      'null',
    ]) {
      localStorage.setItem(ID_TOKEN_KEY, value);
      expect(keptIdToken('rosa', now)).toBeUndefined();
    }
    localStorage.clear();
    keepIdToken('rosa', 'a.b.c', Number.NaN);
    expect(localStorage.getItem(ID_TOKEN_KEY)).toBeNull();
  });
});
