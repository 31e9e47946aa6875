import { isSeat, seatKey } from '@contract/seats';
import type { AdminGuest } from './types';

/** Attending whatever respondedAt says (lists imported before it existed); declined only once answered. */
export type Answer = 'attending' | 'declined' | 'no-answer';

export function answerOf(guest: Pick<AdminGuest, 'rsvp' | 'respondedAt'>): Answer {
  if (guest.rsvp) return 'attending';
  return guest.respondedAt ? 'declined' : 'no-answer';
}

export const ANSWER_LABELS: Record<Answer, string> = {
  attending: 'Attending',
  declined: 'Declined',
  'no-answer': 'No answer',
};

export type AnswerFilter = 'all' | Answer;

export function answerCounts(guests: AdminGuest[]): Record<AnswerFilter, number> {
  const counts: Record<AnswerFilter, number> = { all: guests.length, attending: 0, declined: 0, 'no-answer': 0 };
  for (const guest of guests) counts[answerOf(guest)] += 1;
  return counts;
}

export const byAnswer = (guests: AdminGuest[], filter: AnswerFilter) =>
  filter === 'all' ? guests : guests.filter((guest) => answerOf(guest) === filter);

export type SortKey = 'list' | 'name' | 'seat' | 'answer' | 'texted';

export const SORT_LABELS: Record<SortKey, string> = {
  list: 'List order',
  name: 'Name',
  seat: 'Table and seat',
  answer: 'RSVP',
  texted: 'Last text',
};

const tableOrder = (table: string) =>
  table === '' ? Number.MAX_SAFE_INTEGER : table === 'sweet heart' ? 0 : Number(table.replace(/\D/g, '')) || 99;
const answerOrder: Record<Answer, number> = { attending: 0, declined: 1, 'no-answer': 2 };
const name = (guest: AdminGuest) => `${guest.last} ${guest.first}`.toLowerCase();

const compare: Record<Exclude<SortKey, 'list'>, (a: AdminGuest, b: AdminGuest) => number> = {
  name: (a, b) => name(a).localeCompare(name(b)),
  seat: (a, b) =>
    tableOrder(a.table) - tableOrder(b.table) ||
    Number(a.tpos || 99) - Number(b.tpos || 99) ||
    name(a).localeCompare(name(b)),
  answer: (a, b) => answerOrder[answerOf(a)] - answerOrder[answerOf(b)] || name(a).localeCompare(name(b)),
  // Never texted first: the ones still to reach.
  texted: (a, b) => (a.msg_last_sent ?? '').localeCompare(b.msg_last_sent ?? '') || name(a).localeCompare(name(b)),
};

/** A sorted copy; 'list' keeps the order the list came in. */
export function sortGuests(guests: AdminGuest[], key: SortKey): AdminGuest[] {
  return key === 'list' ? guests : [...guests].sort(compare[key]);
}

/** Who sits in each seat ('table\nseat' -> guest). */
export function seatHolders(guests: AdminGuest[]): Map<string, AdminGuest> {
  const holders = new Map<string, AdminGuest>();
  for (const guest of guests) if (isSeat(guest) && !holders.has(seatKey(guest))) holders.set(seatKey(guest), guest);
  return holders;
}

/** The lowest free seats at a table, for moving several guests there at once. */
export function freeSeats(table: string, positions: readonly string[], holders: Map<string, AdminGuest>) {
  return positions.filter((tpos) => !holders.has(seatKey({ table, tpos })));
}
