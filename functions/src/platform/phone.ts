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

/** What a refused phone number is told: the number as typed and how to fix it. */
export function phoneProblem(input: string): string {
  return `${input.trim()} is not a full US phone number: type the 10 digits, like (305) 555-0123.`;
}

/** A phone number typed by the couple in any common US format: E.164, '' for none, null when incomplete. */
export function phoneFromInput(input: string): string | null {
  return input.trim() === '' ? '' : toE164(input.trim());
}

/** '+13055550102' -> '(305) 555-0102' (US), '+44 20 7946 0958' otherwise. */
export function phoneDisplay(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone);
  if (!parsed) return phone;
  return parsed.country === 'US' || parsed.countryCallingCode === '1'
    ? parsed.formatNational()
    : parsed.formatInternational();
}
