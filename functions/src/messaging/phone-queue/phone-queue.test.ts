import { describe, expect, it } from 'vitest';
import { smsHref, textedFromPhone, whatsappHref } from './phone-queue';

const body = 'Hi Rosa! RSVP here: https://example.web.app/?k=a-b_c&x=1 #1 ¿Sí? 100% 🎉';

describe('links that open a text on the couple’s phone', () => {
  it('opens Messages with the number and the whole text, for iOS (&body=) and Android (?body) at once', () => {
    const href = smsHref('+13055550104', body);
    expect(href.startsWith('sms:+13055550104?&body=')).toBe(true);
    // Android reads the query; its body parameter is the text.
    expect(new URLSearchParams(href.slice(href.indexOf('?') + 1)).get('body')).toBe(body);
    // iOS reads what follows "&body=".
    expect(decodeURIComponent(href.split('&body=')[1]!)).toBe(body);
    expect(href).not.toMatch(/[ #]/);
  });

  it("opens WhatsApp's chat with the number's digits and the text", () => {
    const href = new URL(whatsappHref('+13055550104', body));
    expect(href.origin + href.pathname).toBe('https://wa.me/13055550104');
    expect(href.searchParams.get('text')).toBe(body);
  });

  it('says in the history who texted and how', () => {
    expect(textedFromPhone('Grace Harper', 'sms-app')).toBe("texted from Grace Harper's phone (Messages app)");
    expect(textedFromPhone('Daniel Okafor', 'whatsapp')).toBe("texted from Daniel Okafor's phone (WhatsApp)");
  });
});
