import { eventById, questionById } from '@contract/events';
import { formatWhen } from '../../lib/event-clock';
import type { HistoryEntry } from './types';
import { phoneText, plateText, tableText } from './guest-format';

const fieldNames: Record<string, string> = {
  first: 'First name',
  last: 'Last name',
  phone: 'Phone',
  invtId: 'Invitation',
  isAdmin: 'Admin',
  disabled: 'Invitation disabled',
  language: 'Language',
  rsvp: 'RSVP',
  plate: 'Meal',
  dietary: 'Dietary note',
  table: 'Table',
  tpos: 'Seat',
  respondedAt: 'Answered',
  answeredVia: 'Answered through',
  msg_last_sent: 'Last text',
  smsOptOut: 'Opted out of texts',
  smsConsent: 'Consent to texts',
  arrivedAt: 'Arrived',
  arrivedBy: 'Checked in by',
  helper: 'Helps at the door',
};

export const actionNames: Record<HistoryEntry['action'], string> = {
  created: 'Added',
  details: 'Details changed',
  rsvp: 'RSVP recorded',
  seat: 'Seat changed',
  message: 'Text sent',
  import: 'Imported',
  deleted: 'Deleted',
  arrival: 'Checked in at the door',
};

export const fieldName = (field: string) => fieldNames[field] ?? field;

/** A moment of the history on the wedding's clock, its zone named ('Fri, May 1, 2026, 10:00 AM EDT'). */
export function historyTime(iso: string | null): string {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(ms) ? 'N/A' : formatWhen(ms);
}

/** A history value as the couple read it: '(none)', yes/no, meal and table names, times on the wedding's clock. */
function valueText(field: string, value: unknown, invitationOf?: (invtId: string) => string): string {
  if (value === null || value === undefined || value === '') return '(none)';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value !== 'string') return JSON.stringify(value);
  if (field === 'plate') return plateText(value);
  if (field === 'table') return tableText(value);
  // An invitation by its people's names, never its id ('inv-new-020').
  if (field === 'invtId') return invitationOf?.(value) ?? 'another invitation';
  if (field === 'phone') return phoneText(value);
  if (field === 'respondedAt' || field === 'msg_last_sent' || field === 'linkIssuedAt') return historyTime(value);
  return value;
}

/** A text sent from an admin's phone reads as the server wrote it: "texted from Grace Harper's phone (WhatsApp)". */
const phoneTextLine = (before: unknown, after: unknown) =>
  after ? String(after) : `marked not sent after all: ${String(before)}`;

const NO_ANSWER = 'no answer';
const eventName = (id: string) => eventById(id)?.name ?? id;
/** A map of answers as stored (by event or question id); nothing stored reads as no answers. */
const answerMap = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** One line per answer that changed, by the name `nameOf` gives its id: 'Farewell brunch: no answer → attending'. */
function answerLines(
  before: unknown,
  after: unknown,
  nameOf: (id: string) => string,
  text: (value: unknown) => string,
) {
  const [old, now] = [answerMap(before), answerMap(after)];
  return [...new Set([...Object.keys(old), ...Object.keys(now)])]
    .filter((id) => JSON.stringify(old[id]) !== JSON.stringify(now[id]))
    .map((id) => {
      const name = nameOf(id);
      // A label that ends in its own punctuation ('Will you take the hotel shuttle?') takes no colon.
      return `${name}${/[?:!]$/.test(name) ? '' : ':'} ${text(old[id])} → ${text(now[id])}`;
    });
}

const attendance = (value: unknown) => (value === true ? 'attending' : value === false ? 'not attending' : NO_ANSWER);
const answerText = (value: unknown) =>
  value === undefined || value === null || value === ''
    ? NO_ANSWER
    : typeof value === 'boolean'
      ? value
        ? 'yes'
        : 'no'
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);

/** The events a guest is invited to, by name: stored as a list, or (in the history) as its space-separated ids. */
function eventsText(value: unknown): string {
  const ids = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
  const names = ids.filter(Boolean).map(eventName);
  return names.length ? names.join(', ') : '(none)';
}

/** 'Table: (none) → table 7' for each change of an entry; events and questions by name, one line per answer. */
export function changeLines(entry: Pick<HistoryEntry, 'changes'>, invitationOf?: (invtId: string) => string): string[] {
  return Object.entries(entry.changes).flatMap(([field, [before, after]]) => {
    if (field === 'phoneText') return [phoneTextLine(before, after)];
    if (field === 'eventRsvps') return answerLines(before, after, eventName, attendance);
    if (field === 'answers') return answerLines(before, after, (id) => questionById(id)?.label ?? id, answerText);
    if (field === 'events') return [`Invited to: ${eventsText(before)} → ${eventsText(after)}`];
    return [
      `${fieldName(field)}: ${valueText(field, before, invitationOf)} → ${valueText(field, after, invitationOf)}`,
    ];
  });
}
