import { defineString } from 'firebase-functions/params';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { phoneDisplay } from './phone';

// Texts go only to numbers in these countries: SMS pumping fraud makes sites text expensive international
// and premium-rate numbers. The full ('max') metadata is needed to tell a premium-rate number (+1 900)
// from an ordinary US one; the rest of the site parses with the smaller default metadata.

const DEFAULT_COUNTRIES = 'US,CA';

const smsCountriesParam = defineString('SMS_COUNTRIES', {
  default: DEFAULT_COUNTRIES,
  description: 'Comma-separated ISO country codes whose phone numbers guests may have (texts go only there)',
});

/** The allowed countries, from a value such as 'US, ca' (empty: the default, US and Canada). */
export function smsCountries(raw = smsCountriesParam.value()): string[] {
  const list = (raw || DEFAULT_COUNTRIES)
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  return list.length ? list : DEFAULT_COUNTRIES.split(',');
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryName = (code: string) => {
  const name = regionNames.of(code) ?? code;
  return name === 'United States' ? 'the US' : name;
};
const listed = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;

/** Why the site will not keep this E.164 number for a guest, or null when it may. */
export function smsCountryProblem(phone: string, countries = smsCountries()): string | null {
  if (!phone) return null;
  const parsed = parsePhoneNumberFromString(phone);
  if (parsed?.getType() === 'PREMIUM_RATE') {
    return `The phone number ${phoneDisplay(phone)} is a premium-rate number, which the site never texts: enter the guest's own mobile number.`;
  }
  if (parsed?.country && countries.includes(parsed.country)) return null;
  return (
    `The phone number ${phoneDisplay(phone)} is not a number in ${listed(countries.map(countryName))}, ` +
    `where the site sends texts (SMS_COUNTRIES): enter a number from there, or leave the phone empty.`
  );
}
