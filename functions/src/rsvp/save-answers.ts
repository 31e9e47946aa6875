import type { AnswerDoor } from '@contract/guest';
import type { Catalog } from '@contract/events';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { guests, type Guest } from '../guests/guests';
import { changesBetween, writeHistory, type Actor } from '../guests/history';
import type { Words } from '../words';
import { firstAnswer, recordAnswers, type GivenAnswer } from './record-answers';

/**
 * Records one person's answer in the transaction, for the doors that write nothing else (the guest's page,
 * a text reply): the fields `recordAnswers` decides, and an 'rsvp' history entry by `by` when something
 * changed (`responded` marks a first answer). Returns whether anything changed.
 */
export function saveAnswers(
  tx: Transaction,
  before: Guest,
  answer: GivenAnswer,
  door: Extract<AnswerDoor, 'web' | 'sms'>,
  by: Actor,
  catalog: Catalog,
  words?: Words['rsvp'],
): boolean {
  const recorded = recordAnswers(before, answer, door, catalog, { words });
  const { respondedAt, answeredVia: _via, ...answers } = recorded;
  const changed = changesBetween(before as unknown as Record<string, unknown>, answers);
  if (firstAnswer(before, recorded)) changed.responded = [false, true];
  if (!Object.keys(changed).length && respondedAt === undefined) return false;
  tx.update(guests().doc(before.id), { ...recorded, updatedAt: FieldValue.serverTimestamp() });
  if (Object.keys(changed).length) writeHistory(tx, before.id, by, 'rsvp', changed, door === 'sms' ? 'sms' : undefined);
  return Object.keys(changed).length > 0;
}
