import { describe, expect, it } from 'vitest';
import { smsSegments } from './sms-segments';

describe('smsSegments', () => {
  it('fits 160 plain characters in one segment and 153 per segment after that', () => {
    expect(smsSegments('x'.repeat(160))).toBe(1);
    expect(smsSegments('x'.repeat(161))).toBe(2);
    expect(smsSegments('x'.repeat(306))).toBe(2);
    expect(smsSegments('x'.repeat(307))).toBe(3);
    expect(smsSegments('x'.repeat(612))).toBe(4);
    expect(smsSegments('x'.repeat(613))).toBe(5);
  });

  it('counts the GSM extension characters twice', () => {
    expect(smsSegments('€'.repeat(80))).toBe(1);
    expect(smsSegments('€'.repeat(81))).toBe(2);
  });

  it('keeps accented letters of the GSM alphabet in 7 bits', () => {
    expect(smsSegments('é'.repeat(160))).toBe(1);
  });

  it('sends the whole text as UCS-2 for one character outside the alphabet', () => {
    expect(smsSegments(`${'x'.repeat(69)}’`)).toBe(1);
    expect(smsSegments(`${'x'.repeat(70)}’`)).toBe(2);
    expect(smsSegments(`${'x'.repeat(266)}🎉`)).toBe(4);
    expect(smsSegments(`${'x'.repeat(267)}🎉`)).toBe(5);
  });
});
