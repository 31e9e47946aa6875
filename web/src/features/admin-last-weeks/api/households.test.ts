import { describe, expect, it } from 'vitest';
import { envelopeName, toHouseholds } from './households';

const aGuest = (fields: {
  first: string;
  last: string;
  invtId: string;
  companionOf?: string;
  address?: typeof address;
}) => ({
  companionOf: null,
  address: null,
  ...fields,
});
const address = { line1: '12 Palm Ave', line2: '', city: 'Miami', region: 'FL', postalCode: '33101', country: 'US' };

describe('invitations as envelopes name them', () => {
  it('joins two or more names with an ampersand', () => {
    expect(envelopeName(['Ana Ruiz'])).toBe('Ana Ruiz');
    expect(envelopeName(['Margaret Harper', 'Walter Harper'])).toBe('Margaret Harper & Walter Harper');
    expect(envelopeName(['A B', 'C D', 'E F'])).toBe('A B, C D & E F');
  });

  it('groups guests by invitation, with the address any of them carries, leaving out unnamed companions', () => {
    const households = toHouseholds([
      aGuest({ first: 'Margaret', last: 'Harper', invtId: 'inv-harper' }),
      aGuest({ first: 'Walter', last: 'Harper', invtId: 'inv-harper', address }),
      aGuest({ first: '', last: '', invtId: 'inv-harper', companionOf: 'm' }),
      aGuest({ first: 'Ana', last: 'Alvarez', invtId: 'inv-alvarez' }),
    ]);
    expect(households).toEqual([
      { invtId: 'inv-alvarez', names: ['Ana Alvarez'], address: null },
      { invtId: 'inv-harper', names: ['Margaret Harper', 'Walter Harper'], address },
    ]);
  });
});
