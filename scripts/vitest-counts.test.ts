import { describe, expect, it } from 'vitest';
import { vitestCounts } from './vitest-counts.mjs';

describe('vitestCounts', () => {
  it('counts skipped and todo tests apart from passed ones', () => {
    expect(vitestCounts({ numPassedTests: 5, numFailedTests: 1, numPendingTests: 2, numTodoTests: 1 })).toEqual({
      passed: 5,
      failed: 1,
      skipped: 3,
    });
  });

  it('reads a report without skip fields as nothing skipped', () => {
    expect(vitestCounts({ numPassedTests: 3, numFailedTests: 0 })).toEqual({ passed: 3, failed: 0, skipped: 0 });
  });
});
