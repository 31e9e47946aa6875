import { describe, expect, it } from 'vitest';
import { maskPhone, toE164 } from './phone';

describe('toE164', () => {
  it.each([
    ['+13055550102', '+13055550102'],
    ['(305) 555-0102', '+13055550102'],
    ['305.555.0102', '+13055550102'],
    ['1 305 555 0102', '+13055550102'],
  ])('reads %s as %s', (input, e164) => {
    expect(toE164(input)).toBe(e164);
  });

  it.each(['', '555', 'hello', '+1305555010299999'])('refuses %j', (input) => {
    expect(toE164(input)).toBeNull();
  });
});

describe('maskPhone', () => {
  it('keeps the country code and the last four digits', () => {
    expect(maskPhone('+13055550102')).toBe('+1******0102');
  });
});
