// @vitest-environment node
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
  const person = (name: string) => ({ first: name.split(' ')[0]!, last: name.split(' ')[1] ?? '' });
  it('joins two or more names with an ampersand, a shared last name once', () => {
    expect(envelopeName([person('Ana Ruiz')])).toBe('Ana Ruiz');
    expect(envelopeName([person('Margaret Harper'), person('Walter Harper')])).toBe('Margaret & Walter Harper');
    expect(envelopeName(['Linh Nguyen', 'Bao Nguyen', 'An Nguyen'].map(person))).toBe('Linh, Bao & An Nguyen');
    expect(envelopeName(['A B', 'C D', 'E F'].map(person))).toBe('A B, C D & E F');
    expect(envelopeName([person('Grace Lee'), person('Tom Park'), person('Amy Lee')])).toBe(
      'Grace & Amy Lee & Tom Park',
    );
  });

  it('groups guests by invitation, with the address any of them carries, leaving out unnamed companions', () => {
    const households = toHouseholds([
      aGuest({ first: 'Margaret', last: 'Harper', invtId: 'inv-harper' }),
      aGuest({ first: 'Walter', last: 'Harper', invtId: 'inv-harper', address }),
      aGuest({ first: '', last: '', invtId: 'inv-harper', companionOf: 'm' }),
      aGuest({ first: 'Ana', last: 'Alvarez', invtId: 'inv-alvarez' }),
    ]);
    expect(households).toEqual([
      { invtId: 'inv-alvarez', names: ['Ana Alvarez'], people: [{ first: 'Ana', last: 'Alvarez' }], address: null },
      {
        invtId: 'inv-harper',
        names: ['Margaret Harper', 'Walter Harper'],
        people: [
          { first: 'Margaret', last: 'Harper' },
          { first: 'Walter', last: 'Harper' },
        ],
        address,
      },
    ]);
  });
});
