import { eventById, questionById } from '@contract/events';
import { displayName } from '@contract/people';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../platform/firebase';
import { guests, toGuest } from '../guests/guests';
import { mealName } from './final-figures';

/** One guest's answer changing, as every door records it: the guest's history entry with its before and after. */
export type AnswerChange = {
  historyId: string;
  guestId: string;
  name: string;
  byName: string;
  at: number;
  lines: string[];
};

/** The fields of a history entry that are answers (details, seats and messages are not). */
const ANSWER_FIELDS = ['rsvp', 'plate', 'dietary', 'eventRsvps', 'answers'] as const;

const said = (value: unknown) => (value === true ? 'attending' : value === false ? 'not attending' : 'no answer');
const shown = (value: unknown) =>
  value === null || value === undefined || value === '' ? '(none)' : JSON.stringify(value);

/** Each answer a history entry changes, as a line a person reads ("meal: Chicken -> Fish"). */
export function answerLines(changes: Record<string, [unknown, unknown]>): string[] {
  const lines: string[] = [];
  for (const field of ANSWER_FIELDS) {
    const pair = changes[field];
    if (!pair) continue;
    const [before, after] = pair;
    // rsvp false before a first answer (no respondedAt yet) is no answer, not a decline.
    const firstAnswer = changes.respondedAt !== undefined && changes.respondedAt[0] === null;
    if (field === 'rsvp') lines.push(`wedding: ${firstAnswer ? 'no answer' : said(before)} -> ${said(after)}`);
    if (field === 'plate')
      lines.push(
        `meal: ${before ? mealName(String(before)) : '(none)'} -> ${after ? mealName(String(after)) : '(none)'}`,
      );
    if (field === 'dietary') lines.push(`dietary note: ${shown(before)} -> ${shown(after)}`);
    if (field === 'eventRsvps' || field === 'answers') {
      const was = (before ?? {}) as Record<string, unknown>;
      const is = (after ?? {}) as Record<string, unknown>;
      for (const id of new Set([...Object.keys(was), ...Object.keys(is)])) {
        if (JSON.stringify(was[id]) === JSON.stringify(is[id])) continue;
        if (field === 'eventRsvps') lines.push(`${eventById(id)?.name ?? id}: ${said(was[id])} -> ${said(is[id])}`);
        else lines.push(`${questionById(id)?.label ?? id}: ${shown(was[id])} -> ${shown(is[id])}`);
      }
    }
  }
  return lines;
}

/** The answer changes recorded in (fromMs, toMs], oldest first, across every guest's history. */
export async function answerChangesBetween(fromMs: number, toMs: number): Promise<AnswerChange[]> {
  const snap = await db
    .collectionGroup('history')
    .where('at', '>', Timestamp.fromMillis(fromMs))
    .where('at', '<=', Timestamp.fromMillis(toMs))
    .orderBy('at')
    .get();
  const entries = snap.docs
    .filter((doc) => doc.ref.parent.parent?.parent.id === 'guests' && doc.get('action') !== 'deleted')
    .map((doc) => ({
      doc,
      guestId: doc.ref.parent.parent!.id,
      lines: answerLines((doc.get('changes') ?? {}) as Record<string, [unknown, unknown]>),
    }))
    .filter((entry) => entry.lines.length > 0);
  if (entries.length === 0) return [];
  const ids = [...new Set(entries.map((entry) => entry.guestId))];
  const people = await db.getAll(...ids.map((id) => guests().doc(id)));
  const names = new Map(people.map((snap) => [snap.id, toGuest(snap)]));
  return entries.map(({ doc, guestId, lines }) => {
    const guest = names.get(guestId);
    return {
      historyId: doc.id,
      guestId,
      name: guest ? displayName(guest) || 'A guest without a name' : 'A deleted guest',
      byName: String(doc.get('byName') ?? ''),
      at: (doc.get('at') as Timestamp).toMillis(),
      lines,
    };
  });
}

/** One paragraph per change: who, who recorded it when not themselves, and what. */
export function changeText(change: AnswerChange): string {
  const by = change.byName && change.byName !== change.name ? ` (recorded by ${change.byName})` : '';
  return [`${change.name}${by}:`, ...change.lines.map((line) => `  ${line}`)].join('\n');
}
