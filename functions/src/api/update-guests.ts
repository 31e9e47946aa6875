import type { Request, Response } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { currentGuest, requireCaller } from '../lib/auth';
import { db } from '../lib/firebase';
import { guests, toGuest, type Guest } from '../lib/guests';
import { toInvitation } from '../lib/invitation';
import { ApiError, ok } from '../lib/respond';
import { updateGuestsBody } from '@contract/invitation';
import { firstIssue } from '@contract/issues';

export const RSVP_SAVED = 'Thank you! Your RSVP has been saved.';
const NOT_YOURS = 'You can only RSVP for the guests on your invitation.';

/** Saves RSVPs and meals for people on the caller's own invitation: all of them or none. */
export async function updateGuests(req: Request, res: Response) {
  const caller = await requireCaller(req);
  const body = updateGuestsBody.safeParse(req.body);
  if (!body.success) throw new ApiError(400, firstIssue(body.error));
  const changes = body.data;
  if (new Set(changes.map((change) => change.id)).size !== changes.length) {
    throw new ApiError(400, 'Each guest can appear only once.');
  }
  if (!caller.invtId) throw new ApiError(403, NOT_YOURS);

  // The transaction reads only the documents it changes (and the caller's), by id: a query inside a
  // transaction would lock the whole invitation range and make simultaneous saves wait on each other.
  const ids = [...new Set([caller.uid, ...changes.map((change) => change.id)])];
  await db.runTransaction(async (tx) => {
    const snaps = await tx.getAll(...ids.map((id) => guests().doc(id)));
    const found = new Map(snaps.map((snap) => [snap.id, toGuest(snap)]));
    // The caller's document as it is now, not the token's claims: disabled 403, removed or moved 401.
    currentGuest(caller, found.get(caller.uid) ?? null);
    if (changes.some((change) => found.get(change.id)?.invtId !== caller.invtId)) throw new ApiError(403, NOT_YOURS);
    for (const { id, rsvp, plate } of changes) {
      tx.update(guests().doc(id), { rsvp, plate: rsvp ? plate : '', updatedAt: FieldValue.serverTimestamp() });
    }
  });
  const updated = (await guests().where('invtId', '==', caller.invtId).get()).docs
    .map(toGuest)
    .filter((guest): guest is Guest => guest !== null);

  logger.info('rsvp saved', { guest: caller.uid, invitation: caller.invtId, count: changes.length });
  ok(res, RSVP_SAVED, toInvitation(updated));
}
