// A mailing address's limits and lines, without zod: the guest's address form loads this alone.

export const ADDRESS_LIMITS = { lineMax: 100, cityMax: 60, regionMax: 60, postalCodeMax: 20 } as const;

export type Address = {
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  /** A two-letter country code; US by default. */
  country: string;
};

/** The lines of an envelope label or a thank-you list entry, without empty ones (US: "City, ST 12345"). */
export function addressLines(address: Address): string[] {
  const place = [address.city, [address.region, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [address.line1, address.line2, place, address.country === 'US' ? '' : address.country].filter(Boolean);
}
