import { describe, expect, it } from 'vitest';
import { outboxLine } from './outbox-line.mjs';

const phone = (e164: string) => e164.replace(/^\+1(\d{3})(\d{3})(\d{4})$/, '($1) $2-$3');

describe('outboxLine (section 28)', () => {
  it('prints a sign-in call as a call, not a text', () => {
    expect(outboxLine({ to: '+15005550009', body: 'Your code is 1 2 3', kind: 'otp-call' }, phone)).toBe(
      '\n  [phone call to (500) 555-0009] the voice says: Your code is 1 2 3\n',
    );
  });

  it('prints texts as text messages, and a refused one as not sent', () => {
    expect(outboxLine({ to: '+13055550102', body: 'Hi', kind: 'otp' }, phone)).toBe(
      '\n  [text message to (305) 555-0102] Hi\n',
    );
    expect(outboxLine({ to: '+15005550009', body: 'Hi', kind: 'otp', status: 'failed', errorCode: 21614 }, phone)).toBe(
      '\n  [text message to (500) 555-0009 NOT SENT (Twilio error 21614)] Hi\n',
    );
  });
});
