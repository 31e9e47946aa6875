// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { customTextHelp, emptyForm, formReady, requestFor } from './message-form';

describe('the bulk message form', () => {
  it('needs a message type, a custom text for Custom, and guests for Chosen guests', () => {
    expect(formReady(emptyForm)).toBe(false);
    expect(formReady({ ...emptyForm, msgType: 'reminder' })).toBe(true);
    expect(formReady({ ...emptyForm, msgType: 'custom', cmsg: '  ' })).toBe(false);
    expect(formReady({ ...emptyForm, msgType: 'custom', cmsg: 'Hi' })).toBe(true);
    expect(formReady({ ...emptyForm, msgType: 'seat', audience: 'ids' })).toBe(false);
    expect(formReady({ ...emptyForm, msgType: 'seat', audience: 'ids', guestIds: ['g1'] })).toBe(true);
  });

  it('sends guestIds only for Chosen guests and cmsg only for Custom', () => {
    expect(
      requestFor({
        ...emptyForm,
        audience: 'all',
        guestIds: ['g1'],
        msgType: 'reminder',
        cmsg: 'left over',
        channel: 'sms',
      }),
    ).toEqual({
      audience: 'all',
      msgType: 'reminder',
    });
    expect(
      requestFor({ ...emptyForm, audience: 'ids', guestIds: ['g1'], msgType: 'custom', cmsg: 'Hi', channel: 'sms' }),
    ).toEqual({
      audience: 'ids',
      guestIds: ['g1'],
      msgType: 'custom',
      cmsg: 'Hi',
    });
  });

  it("sends channel only when it is not the default 'sms'", () => {
    expect(requestFor({ ...emptyForm, msgType: 'reminder' })).not.toHaveProperty('channel');
    expect(requestFor({ ...emptyForm, msgType: 'reminder', channel: 'best' })).toMatchObject({ channel: 'best' });
    expect(requestFor({ ...emptyForm, msgType: 'reminder', channel: 'email' })).toMatchObject({ channel: 'email' });
  });

  it('schedules with sendAt (the event clock as an instant) only when Later names a future moment', () => {
    const later = { ...emptyForm, msgType: 'reminder' as const, when: 'later' as const };
    expect(formReady({ ...later, sendAt: '' })).toBe(false);
    expect(formReady({ ...later, sendAt: '2000-01-01T10:00' })).toBe(false);
    expect(formReady({ ...later, sendAt: '2099-05-01T10:00' })).toBe(true);
    expect(requestFor({ ...later, sendAt: '2099-05-01T10:00' })).toEqual({
      audience: 'no-answer',
      msgType: 'reminder',
      sendAt: '2099-05-01T14:00:00.000Z',
    });
    expect(requestFor({ ...emptyForm, msgType: 'reminder', sendAt: '2099-05-01T10:00' })).not.toHaveProperty('sendAt');
  });

  it('counts characters and SMS segments under the custom text', () => {
    expect(customTextHelp('a'.repeat(161))).toBe('161/612 characters, 2 of at most 4 SMS segments');
    expect(customTextHelp('¿Cómo está?')).toBe(
      '11/612 characters, 1 of at most 4 SMS segments (special characters: 70 a segment)',
    );
  });

  it('says a custom text over 4 segments is too long before Preview, which waits (section 28)', () => {
    const long = 'ó'.repeat(300);
    expect(customTextHelp(long)).toBe(
      'Too long: 5 SMS segments (special characters: 70 a segment); a custom text can be at most 4. Please shorten it.',
    );
    expect(formReady({ ...emptyForm, msgType: 'custom', cmsg: long })).toBe(false);
    expect(formReady({ ...emptyForm, msgType: 'custom', cmsg: 'ó'.repeat(268) })).toBe(true);
  });
});
