import {
  answerChangeLines,
  changesAnswers,
  otherAnswerLines,
  weddingAnswerWords,
  type AnswerChanges,
} from '@contract/answer-words';
import { displayName } from '@contract/people';
import type { Catalog } from '@contract/events';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../platform/firebase';
import { guests, toGuest } from '../guests/guests';

/** One guest's answer changing, as every door records it: the guest's history entry with its before and after. */
export type AnswerChange = {
  historyId: string;
  guestId: string;
  name: string;
  byName: string;
  at: number;
  /** The wedding answer in words ("no answer → not attending"), or null when it did not change. */
  wedding: string | null;
  /** The other answers in words, one line each ("Will you take the hotel shuttle? no answer → yes"). */
  lines: string[];
};

/**
 * Each answer a history entry changes, in words ("Wedding: no answer → not attending", "Meal: no meal →
 * Chicken rollatini"); empty for an entry that changes no answer (details, seats, a guest added unanswered).
 */
export const answerLines = (changes: AnswerChanges, catalog: Catalog, action?: string): string[] =>
  changesAnswers(changes, catalog, action) ? answerChangeLines(changes, catalog) : [];

/** The answer changes recorded in (fromMs, toMs], oldest first, across every guest's history. */
export async function answerChangesBetween(fromMs: number, toMs: number, catalog: Catalog): Promise<AnswerChange[]> {
  const snap = await db
    .collectionGroup('history')
    .where('at', '>', Timestamp.fromMillis(fromMs))
    .where('at', '<=', Timestamp.fromMillis(toMs))
    .orderBy('at')
    .get();
  const entries = snap.docs
    .filter((doc) => doc.ref.parent.parent?.parent.id === 'guests' && doc.get('action') !== 'deleted')
    .map((doc) => ({ doc, guestId: doc.ref.parent.parent!.id, changes: (doc.get('changes') ?? {}) as AnswerChanges }))
    .filter((entry) => answerLines(entry.changes, catalog, String(entry.doc.get('action'))).length > 0);
  if (entries.length === 0) return [];
  const ids = [...new Set(entries.map((entry) => entry.guestId))];
  const people = await db.getAll(...ids.map((id) => guests().doc(id)));
  const names = new Map(people.map((snap) => [snap.id, toGuest(snap)]));
  return entries.map(({ doc, guestId, changes }) => {
    const guest = names.get(guestId);
    return {
      historyId: doc.id,
      guestId,
      name: guest ? displayName(guest) || 'A guest without a name' : 'A deleted guest',
      byName: String(doc.get('byName') ?? ''),
      at: (doc.get('at') as Timestamp).toMillis(),
      wedding: weddingAnswerWords(changes),
      lines: otherAnswerLines(changes, catalog),
    };
  });
}

/**
 * One paragraph per change, naming the person: "Walter Harper: no answer → not attending", then their other
 * answers one a line, and who recorded it when not themselves.
 */
export function changeText(change: AnswerChange): string {
  const by = change.byName && change.byName !== change.name ? ` (recorded by ${change.byName})` : '';
  const head = change.wedding ? `${change.name}: ${change.wedding}${by}` : `${change.name}${by}:`;
  return [head, ...change.lines.map((line) => `  ${line}`)].join('\n');
}
