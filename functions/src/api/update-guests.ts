import type { Request, Response } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { wedding } from '@config';
import { currentGuest, requireCaller } from '../domain/sign-in/auth';
import { db } from '../platform/firebase';
import { guests, toGuest, type Guest } from '../domain/guests/guests';
import { changesBetween, writeHistory } from '../domain/guests/history';
import { isRsvpClosed, toInvitation } from '../domain/invitations/invitation';
import { ApiError, ok } from '../platform/respond';
import { readSettings } from '../domain/invitations/settings';
import { updateGuestsBody, type RsvpAnswer } from '@contract/invitation';
import { firstIssue } from '@contract/issues';
import { formatDeadline } from '@contract/wedding-dates';

export const RSVP_SAVED = 'Thank you! Your RSVP has been saved.';
const NOT_YOURS = 'You can only RSVP for the guests on your invitation.';

/** The 423 answer once RSVPs have closed: the date, and how to reach the couple. */
export function rsvpClosedMessage(closedAtMs: number) {
  const { phone, email } = wedding.contact;
  return `RSVPs closed on ${formatDeadline(closedAtMs, 'en')}. To change your answers, please contact ${wedding.couple.title} at ${phone} or ${email}.`;
}

/** What a saved answer stores: a 'no' keeps no meal and no note; a note left out keeps the stored one. */
function storedAnswer({ rsvp, plate, dietary }: RsvpAnswer, before: Guest) {
  return { rsvp, plate: rsvp ? plate : '', dietary: rsvp ? (dietary ?? before.dietary).trim() : '' };
}

/** Saves RSVPs, meals and dietary notes for people on the caller's own invitation: all of them or none. */
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
  const settings = await db.runTransaction(async (tx) => {
    const [settings, snaps] = await Promise.all([readSettings(tx), tx.getAll(...ids.map((id) => guests().doc(id)))]);
    const found = new Map(snaps.map((snap) => [snap.id, toGuest(snap)]));
    // The caller's document as it is now, not the token's claims: disabled 403, removed or moved 401.
    const self = currentGuest(caller, found.get(caller.uid) ?? null);
    if (changes.some((change) => found.get(change.id)?.invtId !== caller.invtId)) throw new ApiError(403, NOT_YOURS);
    if (isRsvpClosed(settings)) throw new ApiError(423, rsvpClosedMessage(settings.rsvpClosesAt!.toMillis()));

    const actor = { uid: caller.uid, name: `${self.first} ${self.last}` };
    for (const change of changes) {
      const before = found.get(change.id)!;
      const after = storedAnswer(change, before);
      const { rsvp, plate, dietary } = before;
      const changed = changesBetween({ rsvp, plate, dietary }, after);
      if (before.respondedAt === null) changed.responded = [false, true];
      tx.update(guests().doc(change.id), {
        ...after,
        respondedAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
      if (Object.keys(changed).length) writeHistory(tx, change.id, actor, 'rsvp', changed);
    }
    return settings;
  });
  const updated = (await guests().where('invtId', '==', caller.invtId).get()).docs
    .map(toGuest)
    .filter((guest): guest is Guest => guest !== null);

  logger.info('rsvp saved', { guest: caller.uid, invitation: caller.invtId, count: changes.length });
  ok(res, RSVP_SAVED, toInvitation(updated, settings.seatingPublished));
}
