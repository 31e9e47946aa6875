import { describe, expect, it } from 'vitest';
import { maskCodes as maskOtpBody } from '../mask-codes';
import { storedBody } from './twilio';

describe('maskOtpBody', () => {
  it('hides six-digit codes and keeps the words', () => {
    expect(maskOtpBody('042917 is your sign-in code.')).toBe('****** is your sign-in code.');
  });

  it('leaves other numbers alone', () => {
    expect(maskOtpBody('Call 305 or 2025')).toBe('Call 305 or 2025');
  });
});

describe('storedBody', () => {
  const key = 'AbCdEfGhIjKlMnOpQrSt_-';

  it('hides a personal link key in any kind of text', () => {
    for (const kind of ['original', 'reminder', 'seat', 'custom'] as const) {
      expect(storedBody({ body: `Open https://site.example/?k=${key} now`, kind })).toBe(
        'Open https://site.example/?k=****** now',
      );
    }
  });

  it('hides the code in a sign-in text and keeps other texts as written', () => {
    expect(storedBody({ body: '042917 is your sign-in code.', kind: 'otp' })).toBe('****** is your sign-in code.');
    expect(storedBody({ body: 'Dinner at 7, table 123456', kind: 'custom' })).toBe('Dinner at 7, table 123456');
  });
});
