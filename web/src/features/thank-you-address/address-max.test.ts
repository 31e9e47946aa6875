// @vitest-environment node
import { ADDRESS_LIMITS } from '@contract/address';
import { describe, expect, it } from 'vitest';
import { ADDRESS_MAX } from './address-max';

describe('the guest address form', () => {
  it('takes as many characters as the server does, field by field', () => {
    expect(ADDRESS_MAX).toEqual({
      line1: ADDRESS_LIMITS.lineMax,
      line2: ADDRESS_LIMITS.lineMax,
      city: ADDRESS_LIMITS.cityMax,
      region: ADDRESS_LIMITS.regionMax,
      postalCode: ADDRESS_LIMITS.postalCodeMax,
      country: 2,
    });
  });
});
