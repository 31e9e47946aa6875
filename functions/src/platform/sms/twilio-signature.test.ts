import { describe, expect, it } from 'vitest';
import { isTwilioSignature, twilioSignature } from './twilio-signature';

// The example from Twilio's own signature-validation snippet (auth token '12345').
const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const params = () =>
  new URLSearchParams({
    CallSid: 'CA1234567890ABCDE',
    Caller: '+14158675310',
    Digits: '1234',
    From: '+14158675310',
    To: '+18005551212',
  });
const published = 'GvWf1cFY/Q7PnoempGyD5oXAezc=';

describe("Twilio's webhook signature", () => {
  it("matches Twilio's published example", () => {
    expect(twilioSignature('12345', url, params())).toBe(published);
    expect(isTwilioSignature('12345', published, url, params())).toBe(true);
  });

  it('does not depend on the order the parameters came in', () => {
    const reversed = new URLSearchParams([...params()].reverse());
    expect(twilioSignature('12345', url, reversed)).toBe(published);
  });

  it('refuses a signature made for other parameters, another URL or another token', () => {
    const changed = params();
    changed.set('Digits', '1235');
    expect(isTwilioSignature('12345', published, url, changed)).toBe(false);
    expect(isTwilioSignature('12345', published, 'https://mycompany.com/other.php?foo=1&bar=2', params())).toBe(false);
    expect(isTwilioSignature('54321', published, url, params())).toBe(false);
  });

  it('refuses a missing signature, and any signature when no token is set', () => {
    expect(isTwilioSignature('12345', '', url, params())).toBe(false);
    expect(isTwilioSignature('', twilioSignature('', url, params()), url, params())).toBe(false);
  });

  it('accepts a signature made over the URL with its standard port written out', () => {
    const withPort = twilioSignature('12345', 'https://mycompany.com:443/myapp.php?foo=1&bar=2', params());
    expect(isTwilioSignature('12345', withPort, url, params())).toBe(true);
  });

  it('counts every value of a repeated parameter', () => {
    const one = new URLSearchParams([['MediaUrl', 'a']]);
    const two = new URLSearchParams([
      ['MediaUrl', 'b'],
      ['MediaUrl', 'a'],
    ]);
    expect(twilioSignature('t', url, two)).not.toBe(twilioSignature('t', url, one));
    expect(twilioSignature('t', url, two)).toBe(
      twilioSignature(
        't',
        url,
        new URLSearchParams([
          ['MediaUrl', 'a'],
          ['MediaUrl', 'b'],
        ]),
      ),
    );
  });
});
