/**
 * The longest each field may be: contract/address.ts's ADDRESS_LIMITS, written out here because importing it
 * would split a shared chunk and grow the invitation page's first load past its budget (address-max.test.ts
 * keeps the two equal).
 */
export const ADDRESS_MAX = { line1: 100, line2: 100, city: 60, region: 60, postalCode: 20, country: 2 } as const;
