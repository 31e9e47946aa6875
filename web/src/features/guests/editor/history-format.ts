import { ANSWER_FIELDS, answerChangeLines } from '@contract/answer-words';
import { eventById, type Catalog } from '@contract/events';
import { seatNumber } from '@contract/seating';
import { formatWhen } from '../../../lib/event-clock';
import type { HistoryEntry } from '../shared/types';
import { phoneText, plateText, tableText } from '../shared/guest-format';

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
function valueText(field: string, value: unknown, catalog: Catalog, invitationOf?: (invtId: string) => string): string {
  if (value === null || value === undefined || value === '') return '(none)';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value !== 'string') return JSON.stringify(value);
  if (field === 'plate') return plateText(value, catalog);
  if (field === 'table') return tableText(value);
  if (field === 'tpos') return seatNumber(value);
  // An invitation by its people's names, never its id ('inv-new-020').
  if (field === 'invtId') return invitationOf?.(value) ?? 'another invitation';
  if (field === 'phone') return phoneText(value);
  if (field === 'respondedAt' || field === 'msg_last_sent' || field === 'linkIssuedAt') return historyTime(value);
  return value;
}

/** A text sent from an admin's phone reads as the server wrote it: "texted from Grace Harper's phone (WhatsApp)". */
const phoneTextLine = (before: unknown, after: unknown) =>
  after ? String(after) : `marked not sent after all: ${String(before)}`;

const eventName = (catalog: Catalog, id: string) => eventById(catalog, id)?.name ?? id;

/** The events a guest is invited to, by name: stored as a list, or (in the history) as its space-separated ids. */
function eventsText(value: unknown, catalog: Catalog): string {
  const ids = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
  const names = ids.filter(Boolean).map((id) => eventName(catalog, id));
  return names.length ? names.join(', ') : '(none)';
}

/** The fields whose change the answer lines tell (`responded` marks a first answer). */
const answerFields = new Set<string>([...ANSWER_FIELDS, 'responded']);

/**
 * 'Table: (none) → table 7' for each change of an entry; the answers first, in the words of the couple's
 * alerts ('Wedding: no answer → not attending', one line per event or question, by name).
 */
export function changeLines(
  entry: Pick<HistoryEntry, 'changes'>,
  catalog: Catalog,
  invitationOf?: (invtId: string) => string,
): string[] {
  const answers = answerChangeLines(entry.changes, catalog);
  return [
    ...answers,
    ...Object.entries(entry.changes).flatMap(([field, [before, after]]) => {
      if (answerFields.has(field)) return [];
      if (field === 'phoneText') return [phoneTextLine(before, after)];
      if (field === 'events') return [`Invited to: ${eventsText(before, catalog)} → ${eventsText(after, catalog)}`];
      return [
        `${fieldName(field)}: ${valueText(field, before, catalog, invitationOf)} → ${valueText(field, after, catalog, invitationOf)}`,
      ];
    }),
  ];
}
