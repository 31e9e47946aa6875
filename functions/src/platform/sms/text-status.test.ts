import { describe, expect, it } from 'vitest';
import { localSid, movesForward, toTextStatus } from './text-status';

describe('text statuses', () => {
  it("read Twilio's statuses as the five kept", () => {
    expect(
      ['accepted', 'queued', 'sending', 'sent', 'delivered', 'read', 'undelivered', 'failed'].map(toTextStatus),
    ).toEqual(['queued', 'queued', 'sent', 'sent', 'delivered', 'delivered', 'undelivered', 'failed']);
    expect(toTextStatus('receiving')).toBeNull();
  });

  it('only move forward: queued, sent, then one final status', () => {
    expect(movesForward('queued', 'sent')).toBe(true);
    expect(movesForward('sent', 'delivered')).toBe(true);
    expect(movesForward('queued', 'failed')).toBe(true);
    expect(movesForward('delivered', 'sent')).toBe(false);
    expect(movesForward('delivered', 'delivered')).toBe(false);
    expect(movesForward('delivered', 'undelivered')).toBe(false);
    expect(movesForward('failed', 'queued')).toBe(false);
  });

  it('let anything replace a status from before statuses were kept', () => {
    expect(movesForward('stored', 'queued')).toBe(true);
    expect(movesForward(undefined, 'sent')).toBe(true);
  });

  it('make Twilio-shaped ids for texts that never reach Twilio', () => {
    expect(localSid()).toMatch(/^SM[0-9a-f]{32}$/);
  });
});
