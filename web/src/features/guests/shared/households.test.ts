// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { groupedByInvitation, householdsOf, householdText, invitationOptions } from './households';
import { aGuest } from '../testing/guests';

const guests = [
  aGuest({ id: 'grace', first: 'Grace', last: 'Harper', invtId: 'couple' }),
  aGuest({ id: 'margaret', first: 'Margaret', last: 'Harper', invtId: 'harper' }),
  aGuest({ id: 'daniel', first: 'Daniel', last: 'Okafor', invtId: 'couple' }),
  aGuest({ id: 'walter', first: 'Walter', last: 'Harper', invtId: 'harper' }),
];

describe('households', () => {
  it('names the others on the same invitation', () => {
    expect(householdText(guests[0]!, householdsOf(guests))).toBe('Daniel Okafor');
  });

  it('puts the people of one invitation next to each other', () => {
    expect(groupedByInvitation(guests).map((guest) => guest.id)).toEqual(['grace', 'daniel', 'margaret', 'walter']);
  });

  it('offers each invitation by its people', () => {
    expect(invitationOptions(householdsOf(guests))).toEqual([
      { id: 'couple', label: 'Grace Harper, Daniel Okafor', size: 2 },
      { id: 'harper', label: 'Margaret Harper, Walter Harper', size: 2 },
    ]);
  });
});
