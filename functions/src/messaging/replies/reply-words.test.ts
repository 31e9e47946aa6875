import { describe, expect, it } from 'vitest';
import { sms } from '@config';
import { isReplyWord, replyChoice, textInvitedReply } from './reply-words';

describe('replyChoice (section 28)', () => {
  it('reads 1 and 2 whatever the last text was', () => {
    expect(replyChoice(' 1 ', false)).toBe('1');
    expect(replyChoice('2', false)).toBe('2');
  });

  it('reads yes, si and sí (any case) as 1 and no as 2 after a text that invited a reply', () => {
    for (const word of ['yes', 'YES', 'Yes!', 'si', 'Sí', 'SÍ.', '¡Sí!']) expect(replyChoice(word, true)).toBe('1');
    for (const word of ['no', 'No', 'NO.']) expect(replyChoice(word, true)).toBe('2');
  });

  it('leaves yes and no alone when the last text did not invite a reply, and other words always', () => {
    for (const word of ['yes', 'sí', 'no']) expect(replyChoice(word, false)).toBeNull();
    for (const word of ['yes please', 'maybe', 'nope', '12', 'START']) expect(replyChoice(word, true)).toBeNull();
    expect(isReplyWord('Sí')).toBe(true);
    expect(isReplyWord('maybe')).toBe(false);
  });
});

describe('textInvitedReply', () => {
  const parts = { first: 'Ann', link: 'https://x/?k=1', seat: '' };
  it('knows the original and reminder texts that invite a reply, in English and Spanish', () => {
    for (const language of ['en', 'es'] as const) {
      const texts = sms[language];
      expect(textInvitedReply(texts.original({ ...parts, reply: true }))).toBe(true);
      expect(textInvitedReply(texts.reminder({ ...parts, reply: true }))).toBe(true);
      expect(textInvitedReply(texts.original({ ...parts, reply: false }))).toBe(false);
      expect(textInvitedReply(texts.seat({ ...parts, reply: false, seat: 'Table 2, seat 1' }))).toBe(false);
    }
  });
});
