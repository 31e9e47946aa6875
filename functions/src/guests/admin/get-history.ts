import type { HistoryAction, HistoryEntry } from '@contract/admin';
import type { Call } from '../../api/calls';
import { guests } from '../guests';
import { answerLines } from '../../last-weeks/answer-changes';
import { ok } from '../../platform/respond';
import { isoOrNull } from '../../platform/timestamps';

/** GET /admin/guests/{id}/history: who changed what, when, from what to what; newest first. */
export async function guestHistory({ params: { id }, catalog, res }: Call<'GET /admin/guests/{id}/history'>) {
  const snap = await guests().doc(id).collection('history').orderBy('at', 'desc').get();
  const entries: HistoryEntry[] = snap.docs.map((doc) => {
    const action = doc.get('action') as HistoryAction;
    const changes = (doc.get('changes') ?? {}) as HistoryEntry['changes'];
    return {
      id: doc.id,
      at: isoOrNull(doc.get('at')),
      by: String(doc.get('by') ?? ''),
      byName: String(doc.get('byName') ?? ''),
      action,
      changes,
      answerLines: answerLines(changes, catalog, action),
      ...(doc.get('via') === 'sms' ? { via: 'sms' as const } : {}),
    };
  });
  ok(res, `${entries.length} change${entries.length === 1 ? '' : 's'}.`, entries);
}
