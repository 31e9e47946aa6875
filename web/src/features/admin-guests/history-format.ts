import type { HistoryEntry } from './types';
import { lastSentText, phoneText, plateText, tableText } from './guest-format';

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
};

export const actionNames: Record<HistoryEntry['action'], string> = {
  created: 'Added',
  details: 'Details changed',
  rsvp: 'RSVP recorded',
  seat: 'Seat changed',
  message: 'Text sent',
  import: 'Imported',
  deleted: 'Deleted',
};

export const fieldName = (field: string) => fieldNames[field] ?? field;

/** A history value as the couple read it: '(none)', yes/no, meal and table names, local times. */
function valueText(field: string, value: unknown, invitationOf?: (invtId: string) => string): string {
  if (value === null || value === undefined || value === '') return '(none)';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value !== 'string') return JSON.stringify(value);
  if (field === 'plate') return plateText(value);
  if (field === 'table') return tableText(value);
  // An invitation by its people's names, never its id ('inv-new-020').
  if (field === 'invtId') return invitationOf?.(value) ?? 'another invitation';
  if (field === 'phone') return phoneText(value);
  if (field === 'respondedAt' || field === 'msg_last_sent' || field === 'linkIssuedAt') return lastSentText(value);
  return value;
}

/** A text sent from an admin's phone reads as the server wrote it: "texted from Grace Harper's phone (WhatsApp)". */
const phoneTextLine = (before: unknown, after: unknown) =>
  after ? String(after) : `marked not sent after all: ${String(before)}`;

/** 'Table: (none) → table 7' for each change of an entry. */
export function changeLines(entry: Pick<HistoryEntry, 'changes'>, invitationOf?: (invtId: string) => string): string[] {
  return Object.entries(entry.changes).map(([field, [before, after]]) =>
    field === 'phoneText'
      ? phoneTextLine(before, after)
      : `${fieldName(field)}: ${valueText(field, before, invitationOf)} → ${valueText(field, after, invitationOf)}`,
  );
}
