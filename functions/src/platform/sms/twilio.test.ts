import { describe, expect, it } from 'vitest';
import { maskOtpBody } from './twilio';

describe('maskOtpBody', () => {
  it('hides six-digit codes and keeps the words', () => {
    expect(maskOtpBody('042917 is your sign-in code.')).toBe('****** is your sign-in code.');
  });

  it('leaves other numbers alone', () => {
    expect(maskOtpBody('Call 305 or 2025')).toBe('Call 305 or 2025');
  });
});
