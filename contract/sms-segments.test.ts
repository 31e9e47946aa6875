import { describe, expect, it } from 'vitest';
import { smsSegments } from './sms-segments';

describe('smsSegments', () => {
  it('fits 160 GSM-7 characters in one segment and splits longer texts into 153s', () => {
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'GSM-7', segments: 1, units: 160 });
    expect(smsSegments('a'.repeat(161)).segments).toBe(2);
    expect(smsSegments('a'.repeat(306)).segments).toBe(2);
    expect(smsSegments('a'.repeat(307)).segments).toBe(3);
    expect(smsSegments('a'.repeat(459)).segments).toBe(3);
  });

  it('counts the extension characters ({ } [ ] ~ ^ | € \\) twice', () => {
    expect(smsSegments('€'.repeat(80))).toEqual({ encoding: 'GSM-7', segments: 1, units: 160 });
    expect(smsSegments('€'.repeat(81)).segments).toBe(2);
  });

  it('never splits an extension character across two segments', () => {
    // 152 plain characters and a euro sign: 154 septets, and the euro sign cannot straddle 153.
    expect(smsSegments(`${'a'.repeat(152)}€${'a'.repeat(152)}`).segments).toBe(3);
  });

  it('keeps Spanish é, ñ, ¿ and ¡ in GSM-7, but á, í, ó and ú make the text UCS-2 (70, then 67)', () => {
    expect(smsSegments('¿Señor José? ¡Sí!').encoding).toBe('UCS-2');
    expect(smsSegments('¿Señor José? ¡Ven!').encoding).toBe('GSM-7');
    expect(smsSegments('ó'.repeat(70))).toEqual({ encoding: 'UCS-2', segments: 1, units: 70 });
    expect(smsSegments('ó'.repeat(71)).segments).toBe(2);
    expect(smsSegments('ó'.repeat(134)).segments).toBe(2);
    expect(smsSegments('ó'.repeat(135)).segments).toBe(3);
  });

  it('counts an emoji as two UTF-16 units and never splits it', () => {
    expect(smsSegments('💍'.repeat(35))).toEqual({ encoding: 'UCS-2', segments: 1, units: 70 });
    expect(smsSegments(`${'a'.repeat(66)}💍${'a'.repeat(10)}`).segments).toBe(2);
  });

  it('costs nothing for an empty text', () => {
    expect(smsSegments('').segments).toBe(0);
  });
});
