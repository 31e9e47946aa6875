// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ADMIN_REFRESH_MS, createAdminQueryClient } from './admin-query-client';
import { consoleGuestsQuery, contentQuery } from './admin-queries';

describe('the console follows another admin’s changes without a reload', () => {
  it('refetches its lists on window focus and at least every minute', () => {
    const queries = createAdminQueryClient(() => {}).getDefaultOptions().queries!;
    expect(queries.refetchOnWindowFocus).toBe(true);
    expect(ADMIN_REFRESH_MS).toBeLessThanOrEqual(60_000);
    expect(queries.refetchInterval).toBe(ADMIN_REFRESH_MS);
    // The guest list takes the defaults; content under an open editor is never reloaded under it.
    expect(consoleGuestsQuery.refetchInterval).toBeUndefined();
    expect(contentQuery.refetchInterval).toBe(false);
  });
});
