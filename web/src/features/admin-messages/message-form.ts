import type { MessageChannel } from '@contract/email';
import type { SendMessagesBody } from '@contract/messages';
import { LIMITS, type Audience, type BulkMessageType } from '@contract/options';
import { smsSegments } from '@contract/sms-segments';

export type MessageForm = {
  audience: Audience;
  guestIds: string[];
  msgType: BulkMessageType | '';
  cmsg: string;
  channel: MessageChannel;
};

export const emptyForm: MessageForm = { audience: 'no-answer', guestIds: [], msgType: '', cmsg: '', channel: 'sms' };

export const CHANNEL_LABELS: Record<MessageChannel, string> = {
  sms: 'Text',
  email: 'Email',
  best: 'Text, else email',
};

export const AUDIENCE_LABELS: Record<Audience, string> = {
  all: 'Everyone',
  attending: 'Attending',
  declined: 'Declined',
  'no-answer': 'No answer yet',
  'never-texted': 'Never texted',
  ids: 'Chosen guests',
};

export const MESSAGE_LABELS: Record<BulkMessageType, string> = {
  original: 'Original',
  reminder: 'Reminder',
  seat: 'Seat',
  custom: 'Custom',
};

/** Whether the form says enough to ask for a dry run. */
export function formReady(form: MessageForm): boolean {
  if (form.msgType === '') return false;
  if (form.msgType === 'custom' && form.cmsg.trim() === '') return false;
  if (form.audience === 'ids' && form.guestIds.length === 0) return false;
  return true;
}

/** The request body (without dryRun) the form describes. */
export function requestFor(form: MessageForm): Omit<SendMessagesBody, 'dryRun'> {
  return {
    audience: form.audience,
    ...(form.audience === 'ids' ? { guestIds: form.guestIds } : {}),
    msgType: form.msgType as BulkMessageType,
    ...(form.msgType === 'custom' ? { cmsg: form.cmsg } : {}),
    ...(form.channel === 'sms' ? {} : { channel: form.channel }),
  };
}

/** '123/612 characters, 1 SMS segment' under the custom text box. */
export function customTextHelp(cmsg: string): string {
  const { segments, encoding } = smsSegments(cmsg);
  const unicode = encoding === 'UCS-2' ? ' (special characters: 70 a segment)' : '';
  return `${cmsg.length}/${LIMITS.customMessageMax} characters, ${segments} SMS segment${segments === 1 ? '' : 's'}${unicode}`;
}

export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
