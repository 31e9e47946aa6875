import { describe, expect, it } from 'vitest';
import { smsCountries, smsCountryProblem } from './sms-countries';

describe('smsCountryProblem', () => {
  it.each(['+13055550102', '+14165550100', '+12125550100', ''])('takes %s with the default US and Canada', (phone) => {
    expect(smsCountryProblem(phone, smsCountries(''))).toBeNull();
  });

  it.each(['+442079460958', '+37121234567', '+881612345678', '+18765550100'])(
    'refuses %s, naming the phone number and where texts go',
    (phone) => {
      expect(smsCountryProblem(phone, smsCountries(''))).toMatch(
        /^The phone number .+ is not a number in the US or Canada, where the site sends texts \(SMS_COUNTRIES\)/,
      );
    },
  );

  it('refuses a premium-rate +1 900 number even though it is in the US', () => {
    expect(smsCountryProblem('+19005550100', ['US'])).toBe(
      "The phone number (900) 555-0100 is a premium-rate number, which the site never texts: enter the guest's own mobile number.",
    );
  });

  it('follows SMS_COUNTRIES', () => {
    expect(smsCountries(' us, gb ')).toEqual(['US', 'GB']);
    expect(smsCountryProblem('+442079460958', smsCountries('US,GB'))).toBeNull();
    expect(smsCountryProblem('+14165550100', smsCountries('US'))).toMatch(/is not a number in the US,/);
  });
});
