import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { phoneDisplay } from '../phone';
import { smsCountries } from '../sms-countries';
import { SmsError, type CallMessage, type SmsMessage, type SmsProvider } from './types';

// No text or call leaves for a number outside SMS_COUNTRIES, or a premium-rate one, whatever sends it:
// the provider's texts and calls, HELP answers, inbox replies, and sign-in codes through Twilio Verify
// (platform/sms/verify.ts calls refuseOutsideCountries before it reaches Verify). Guests' stored numbers
// are checked when they are saved; this is the last check, at the door, for every number including ones
// that texted in or were stored before SMS_COUNTRIES changed.

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** Why nothing may be sent to `phone` (naming its country), or null when it may. */
export function outboundCountryProblem(phone: string, countries = smsCountries()): string | null {
  const parsed = parsePhoneNumberFromString(phone);
  const shown = phoneDisplay(phone);
  if (parsed?.getType() === 'PREMIUM_RATE') {
    return `Nothing was sent: ${shown} is a premium-rate number, which the site never texts or calls.`;
  }
  if (parsed?.country && countries.includes(parsed.country)) return null;
  // A number outside any plan (a drama number, a made-up one) still names the country its code belongs to.
  const country = parsed?.country ?? parsed?.getPossibleCountries()[0];
  const where = country ? `a number in ${regionNames.of(country) ?? country}` : 'not a number we can place';
  return `Nothing was sent: ${shown} is ${where}, outside the countries the site texts (SMS_COUNTRIES: ${countries.join(', ')}).`;
}

/** A send refused because of the number's country: the request's problem (400), never retried. */
class OutsideSmsCountries extends SmsError {}

/** The one guard: throws (an SmsError naming the country) when nothing may be sent or called to `to`. */
export function refuseOutsideCountries(to: string): void {
  const problem = outboundCountryProblem(to);
  if (problem) throw new OutsideSmsCountries(problem);
}

/** `provider`, refusing every text and call to a number outside SMS_COUNTRIES before it reaches it. */
export function guardCountries(provider: SmsProvider): SmsProvider {
  const check = refuseOutsideCountries;
  return {
    name: provider.name,
    send: async (message: SmsMessage) => {
      check(message.to);
      return provider.send(message);
    },
    call: async (message: CallMessage) => {
      check(message.to);
      return provider.call(message);
    },
  };
}
