import { randomBytes } from 'node:crypto';
import type { TextStatus } from '@contract/options';

/** Twilio's message statuses, folded into the five an smsOutbox record keeps. */
const fromTwilio: Record<string, TextStatus> = {
  accepted: 'queued',
  scheduled: 'queued',
  queued: 'queued',
  sending: 'sent',
  sent: 'sent',
  delivered: 'delivered',
  read: 'delivered',
  undelivered: 'undelivered',
  failed: 'failed',
  canceled: 'failed',
};

export function toTextStatus(twilioStatus: string): TextStatus | null {
  return fromTwilio[twilioStatus.toLowerCase()] ?? null;
}

const rank: Record<TextStatus, number> = { queued: 0, sent: 1, delivered: 2, undelivered: 2, failed: 2 };

/**
 * Whether a text may move from `current` to `next`. Statuses only move forward (queued, sent, then one
 * final status), so a late or replayed callback never turns 'delivered' back into 'sent'.
 */
export function movesForward(current: unknown, next: TextStatus): boolean {
  const from = typeof current === 'string' && current in rank ? rank[current as TextStatus] : -1;
  return rank[next] > from;
}

/** A Twilio-shaped message id ('SM' and 32 hex digits) for texts that never reach Twilio. */
export function localSid(prefix: 'SM' | 'CA' = 'SM'): string {
  return `${prefix}${randomBytes(16).toString('hex')}`;
}
