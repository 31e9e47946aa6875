// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatNational, toPhoneValue } from './phone';

describe('toPhoneValue', () => {
  it('keeps the +1 prefix and only digits', () => {
    expect(toPhoneValue('(305) 555-01ab02')).toBe('+13055550102');
  });

  it('drops a leading 1 typed or pasted with the number', () => {
    expect(toPhoneValue('+1 305 555 0102')).toBe('+13055550102');
    expect(toPhoneValue('13055550102')).toBe('+13055550102');
  });

  it('stops at ten digits', () => {
    expect(toPhoneValue('30555501029999')).toBe('+13055550102');
  });

  it('is just the prefix when nothing is typed', () => {
    expect(toPhoneValue('')).toBe('+1');
  });
});

describe('formatNational', () => {
  it('formats as the guest types', () => {
    expect(formatNational('+130')).toBe('(30');
    expect(formatNational('+1305')).toBe('(305');
    expect(formatNational('+1305555')).toBe('(305) 555');
    expect(formatNational('+1305555010')).toBe('(305) 555-010');
    expect(formatNational('+13055550102')).toBe('(305) 555-0102');
    expect(formatNational('+1')).toBe('');
  });
});
