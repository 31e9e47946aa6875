import { describe, expect, it } from 'vitest';
import { changeLines } from './history-format';

describe('changeLines', () => {
  it('says what changed, from what to what, in the words of the guest list', () => {
    expect(
      changeLines({
        changes: {
          table: ['', 'sweet heart'],
          plate: ['plate1', ''],
          rsvp: [true, false],
          phone: ['+13055550117', '+13055550190'],
        },
      }),
    ).toEqual([
      'Table: (none) → Sweet heart',
      'Meal: plate1 (Chicken rollatini) → (none)',
      'RSVP: yes → no',
      'Phone: (305) 555-0117 → (305) 555-0190',
    ]);
  });
});
