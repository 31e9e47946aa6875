// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { deadlineWarning } from './deadline-check';

const now = Date.parse('2026-11-25T12:00:00Z');

describe('deadlineWarning (section 28)', () => {
  it('asks about a deadline in the past or one that closes RSVPs almost at once', () => {
    expect(deadlineWarning('2025-09-01T03:59:00.000Z', null, now)).toMatch(/^This deadline is in the past: /);
    expect(deadlineWarning('2026-11-25T12:05:00.000Z', null, now)).toMatch(/^This deadline is 5 minutes from now: /);
  });

  it('asks nothing for a later deadline, an unchanged one, or none', () => {
    expect(deadlineWarning('2026-12-25T12:00:00.000Z', null, now)).toBeNull();
    expect(deadlineWarning('2025-09-01T03:59:00.000Z', '2025-09-01T03:59:00.000Z', now)).toBeNull();
    expect(deadlineWarning(null, '2026-12-25T12:00:00.000Z', now)).toBeNull();
  });
});
