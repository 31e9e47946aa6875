import type { HistoryAction, HistoryEntry } from '@contract/admin';
import type { Request, Response } from 'express';
import { requireConsoleAdmin } from '../../lib/admin-actor';
import { guestIdParam } from '../../lib/guest-id-param';
import { guests } from '../../lib/guests';
import { ok } from '../../lib/respond';
import { isoOrNull } from '../../lib/timestamps';

/** GET /admin/guests/{id}/history: who changed what, when, from what to what; newest first. */
export async function guestHistory(req: Request, res: Response) {
  await requireConsoleAdmin(req);
  const id = guestIdParam(req);
  const snap = await guests().doc(id).collection('history').orderBy('at', 'desc').get();
  const entries: HistoryEntry[] = snap.docs.map((doc) => ({
    id: doc.id,
    at: isoOrNull(doc.get('at')),
    by: String(doc.get('by') ?? ''),
    byName: String(doc.get('byName') ?? ''),
    action: doc.get('action') as HistoryAction,
    changes: (doc.get('changes') ?? {}) as HistoryEntry['changes'],
    ...(doc.get('via') === 'sms' ? { via: 'sms' as const } : {}),
  }));
  ok(res, `${entries.length} change${entries.length === 1 ? '' : 's'}.`, entries);
}
