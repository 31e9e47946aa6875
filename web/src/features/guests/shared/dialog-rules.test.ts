// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canSendMessage, canSubmitEdit } from './dialog-rules';

describe('canSubmitEdit', () => {
  it('allows a table and a seat', () => {
    expect(canSubmitEdit({ table: 'table 3', tpos: '0' }, false)).toBe(true);
  });

  it('refuses without a table, without a seat, or while updating', () => {
    expect(canSubmitEdit({ table: '', tpos: '2' }, false)).toBe(false);
    expect(canSubmitEdit({ table: 'table 3', tpos: '' }, false)).toBe(false);
    expect(canSubmitEdit({ table: 'table 3', tpos: '2' }, true)).toBe(false);
  });
});

describe('canSendMessage', () => {
  it('refuses with nothing chosen', () => {
    expect(canSendMessage({ msgType: '', cmsg: 'hello' }, false, true)).toBe(false);
  });

  it('allows the original and the reminder without text', () => {
    expect(canSendMessage({ msgType: 'original', cmsg: '' }, false, true)).toBe(true);
    expect(canSendMessage({ msgType: 'reminder', cmsg: '' }, false, true)).toBe(true);
  });

  it('needs text that is not only spaces for a custom message', () => {
    expect(canSendMessage({ msgType: 'custom', cmsg: '' }, false, true)).toBe(false);
    expect(canSendMessage({ msgType: 'custom', cmsg: '  \n ' }, false, true)).toBe(false);
    expect(canSendMessage({ msgType: 'custom', cmsg: 'See you there' }, false, true)).toBe(true);
  });

  it('refuses while sending and for a guest who cannot be texted', () => {
    expect(canSendMessage({ msgType: 'original', cmsg: '' }, true, true)).toBe(false);
    expect(canSendMessage({ msgType: 'original', cmsg: '' }, false, false)).toBe(false);
  });
});
