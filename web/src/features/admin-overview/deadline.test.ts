import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './deadline';

describe('deadline input', () => {
  it('round-trips an instant through the local date-time field', () => {
    const iso = '2025-09-02T03:59:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
  });

  it('reads an empty field as no deadline', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(null)).toBe('');
  });
});
