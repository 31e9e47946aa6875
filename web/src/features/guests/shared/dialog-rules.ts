import type { MessageChannel } from '@contract/email';
import type { AdminGuest, MessageType } from './types';

export type EditChoice = { table: string; tpos: string };

/** Submit needs a table and a seat (the server accepts no table without one), and one update at a time. */
export function canSubmitEdit({ table, tpos }: EditChoice, updating: boolean): boolean {
  return !updating && table !== '' && tpos !== '';
}

export type MessageChoice = { msgType: MessageType | ''; cmsg: string };

/** Send needs a message type, text for a custom one, a guest who can be texted, and one send at a time. */
export function canSendMessage({ msgType, cmsg }: MessageChoice, sending: boolean, reachable: boolean): boolean {
  if (sending || !reachable || msgType === '') return false;
  return msgType !== 'custom' || cmsg.trim().length > 0;
}

/** Why each way of sending cannot reach this guest (null when it can), as the server would skip them. */
export function channelBlocks(
  guest: Pick<AdminGuest, 'phone' | 'smsOptOut' | 'email' | 'emailOptOut'>,
  /** Why no text goes from this site (TEXTING=verify), or null when texts do. */
  textsOff: string | null = null,
): Record<MessageChannel, string | null> {
  const sms = textsOff
    ? textsOff
    : !guest.phone
      ? 'No phone number on the guest list.'
      : guest.smsOptOut
        ? 'Opted out of texts (replied STOP).'
        : null;
  const email = !guest.email
    ? 'No email address on the guest list.'
    : guest.emailOptOut
      ? 'Opted out of email (unsubscribed).'
      : null;
  return { sms, email, best: sms && email ? 'Neither a text nor an email can reach this guest.' : null };
}

/** The way a message to this guest starts: a text when it can reach them, else an email. */
export function firstOpenChannel(blocks: Record<MessageChannel, string | null>): MessageChannel {
  if (blocks.sms === null) return 'sms';
  return blocks.email === null ? 'email' : 'sms';
}
