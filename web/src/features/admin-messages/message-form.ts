import type { MessageChannel } from '@contract/email';
import type { SendMessagesBody } from '@contract/messages';
import type { PhoneQueueBody } from '@contract/phone-queue';
import type { Catalog } from '@contract/events';
import { AUDIENCES, LIMITS, type Audience, type BulkMessageType } from '@contract/options';
import { smsSegments } from '@contract/sms-segments';
import { fromZoneInput } from './schedule';

export type MessageForm = {
  audience: Audience | string;
  guestIds: string[];
  msgType: BulkMessageType | '';
  cmsg: string;
  channel: MessageChannel;
  /** 'now', or 'later' at `sendAt`: a datetime-local value on the event's clock. */
  when: 'now' | 'later';
  sendAt: string;
};

export const emptyForm: MessageForm = {
  audience: 'no-answer',
  guestIds: [],
  msgType: '',
  cmsg: '',
  channel: 'sms',
  when: 'now',
  sendAt: '',
};

/** The scheduled moment the form names, or null when it sends now (or names no moment yet). */
export function scheduledFor(form: MessageForm): number | null {
  return form.when === 'later' ? fromZoneInput(form.sendAt) : null;
}

export const CHANNEL_LABELS: Record<MessageChannel, string> = {
  sms: 'Text',
  email: 'Email',
  best: 'Text, else email',
};

const AUDIENCE_LABELS: Record<Audience, string> = {
  all: 'Everyone',
  attending: 'Attending',
  declined: 'Declined',
  'no-answer': 'No answer yet',
  'never-texted': 'Never texted',
  ids: 'Chosen guests',
};

const EVENT_STATES = [
  ['invited', 'invited'],
  ['attending', 'attending'],
  ['declined', 'declined'],
  ['no-answer', 'no answer yet'],
] as const;

/** Every audience the Messages tab offers: the fixed ones, then by event, then by answer. */
export const audienceOptions = ({ events, questions }: Catalog): { value: string; label: string }[] => [
  ...AUDIENCES.map((audience) => ({ value: audience, label: AUDIENCE_LABELS[audience] })),
  ...events.flatMap((event) =>
    EVENT_STATES.map(([state, words]) => ({ value: `event:${event.id}:${state}`, label: `${event.name}: ${words}` })),
  ),
  ...questions.flatMap((question) => {
    const values =
      question.kind === 'yesno'
        ? [
            ['yes', 'yes'],
            ['no', 'no'],
          ]
        : question.kind === 'choice'
          ? question.options.map((option) => [option, option])
          : [];
    return values.map(([value, words]) => ({
      value: `answer:${question.id}:${value}`,
      label: `${question.label} ${words}`,
    }));
  }),
];

export const MESSAGE_LABELS: Record<BulkMessageType, string> = {
  original: 'Original',
  reminder: 'Reminder',
  seat: 'Seat',
  custom: 'Custom',
};

/** Whether the form says enough to ask for a dry run. */
export function formReady(form: MessageForm): boolean {
  if (form.msgType === '') return false;
  if (form.msgType === 'custom' && (form.cmsg.trim() === '' || customTextTooLong(form.cmsg))) return false;
  if (form.audience === 'ids' && form.guestIds.length === 0) return false;
  if (form.when === 'later' && (scheduledFor(form) ?? 0) <= Date.now()) return false;
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
    ...(form.when === 'later' ? { sendAt: new Date(scheduledFor(form) ?? NaN).toISOString() } : {}),
  };
}

/** The audience and message of the form, for a queue of texts sent from the admin's own phone. */
export function phoneQueueRequest(form: MessageForm): Omit<PhoneQueueBody, 'dryRun'> {
  return {
    audience: form.audience,
    ...(form.audience === 'ids' ? { guestIds: form.guestIds } : {}),
    msgType: form.msgType as BulkMessageType,
    ...(form.msgType === 'custom' ? { cmsg: form.cmsg } : {}),
  };
}

/** A custom text longer than the 4 SMS segments the server takes: Preview would refuse it (section 28). */
export const customTextTooLong = (cmsg: string) => smsSegments(cmsg.trim()).segments > LIMITS.customMessageMaxSegments;

/** '123/612 characters, 1 of at most 4 SMS segments' under the custom text box, and what to do when too long. */
export function customTextHelp(cmsg: string): string {
  const { segments, encoding } = smsSegments(cmsg);
  const unicode = encoding === 'UCS-2' ? ' (special characters: 70 a segment)' : '';
  const max = LIMITS.customMessageMaxSegments;
  if (customTextTooLong(cmsg)) {
    return `Too long: ${segments} SMS segments${unicode}; a custom text can be at most ${max}. Please shorten it.`;
  }
  return `${cmsg.length}/${LIMITS.customMessageMax} characters, ${segments} of at most ${max} SMS segments${unicode}`;
}

export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
