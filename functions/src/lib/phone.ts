import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** The E.164 form of a phone number typed by a guest (US by default), or null when it is not one. */
export function toE164(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input, 'US');
  if (!parsed || !parsed.isPossible()) return null;
  return parsed.number;
}

/** '+13055550123' -> '+1******0123': enough to tell numbers apart in a log, not enough to text one. */
export function maskPhone(phone: string): string {
  if (phone.length <= 6) return '*'.repeat(phone.length);
  return phone.slice(0, 2) + '*'.repeat(phone.length - 6) + phone.slice(-4);
}
