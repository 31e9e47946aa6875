import type { Request, Response } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { wedding } from '../../../wedding.config';
import { requireCaller } from '../lib/auth';
import { db } from '../lib/firebase';
import { guests, toGuest, type Guest } from '../lib/guests';
import { toInvitation } from '../lib/invitation';
import { ApiError, ok } from '../lib/respond';
import { firstIssue, updateGuestsBody } from '../lib/schemas';

export const RSVP_SAVED = 'Thank you! Your RSVP has been saved.';
const NOT_YOURS = 'You can only RSVP for the guests on your invitation.';
const contact = `Please contact ${wedding.couple.title}.`;

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

  const invitation = guests().where('invtId', '==', caller.invtId);
  const updated = await db.runTransaction(async (tx) => {
    const members = new Map<string, Guest>();
    for (const doc of (await tx.get(invitation)).docs) {
      const guest = toGuest(doc);
      if (guest) members.set(guest.id, guest);
    }
    const self = members.get(caller.uid);
    if (!self || self.disabled) throw new ApiError(403, `This invitation is no longer active. ${contact}`);
    if (changes.some((change) => !members.has(change.id))) throw new ApiError(403, NOT_YOURS);
    for (const { id, rsvp, plate } of changes) {
      const answer = { rsvp, plate: rsvp ? plate : '' };
      tx.update(guests().doc(id), { ...answer, updatedAt: FieldValue.serverTimestamp() });
      members.set(id, { ...members.get(id)!, ...answer });
    }
    return [...members.values()];
  });

  logger.info('rsvp saved', { guest: caller.uid, invitation: caller.invtId, count: changes.length });
  ok(res, RSVP_SAVED, toInvitation(updated));
}
