import type { Request, Response } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { wedding } from '@config';
import { currentGuest, requireCaller } from '../lib/auth';
import { db } from '../lib/firebase';
import { checkAnswers, checkEventRsvps, checkPlate, mergeAnswers } from '../lib/guest-answers';
import { guests, toGuest, type Guest } from '../lib/guests';
import { changesBetween, writeHistory } from '../lib/history';
import { isRsvpClosed, toInvitation } from '../lib/invitation';
import { ApiError, ok } from '../lib/respond';
import { readSettings } from '../lib/settings';
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

/**
 * What a saved row stores. The wedding: a 'no' keeps no meal and no note, a note left out keeps the stored
 * one, and a row without `rsvp` leaves the wedding answer alone. Event answers and question answers are
 * added to the stored ones. Refuses (400) events the person is not invited to and meals for another age.
 */
function storedAnswer(change: RsvpAnswer, before: Guest) {
  const after: Partial<Pick<Guest, 'rsvp' | 'plate' | 'dietary' | 'eventRsvps' | 'answers'>> = {};
  if (change.rsvp !== undefined) {
    const plate = change.rsvp ? (change.plate ?? '') : '';
    checkPlate(before, plate);
    after.rsvp = change.rsvp;
    after.plate = plate;
    after.dietary = change.rsvp ? (change.dietary ?? before.dietary).trim() : '';
  }
  if (change.eventRsvps) {
    checkEventRsvps(before, change.eventRsvps);
    after.eventRsvps = { ...before.eventRsvps, ...change.eventRsvps };
  }
  if (change.answers) {
    checkAnswers(before, change.answers);
    after.answers = mergeAnswers(before.answers, change.answers);
  }
  return after;
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
    // Every row is checked before anything is written: one bad row writes nothing.
    const rows = changes.map((change) => ({ change, before: found.get(change.id)!, after: {} as object }));
    for (const row of rows) row.after = storedAnswer(row.change, row.before);
    for (const { change, before, after } of rows) {
      const answersWedding = change.rsvp !== undefined;
      const changed = changesBetween(before as unknown as Record<string, unknown>, after as Record<string, unknown>);
      if (answersWedding && before.respondedAt === null) changed.responded = [false, true];
      tx.update(guests().doc(change.id), {
        ...after,
        ...(answersWedding ? { respondedAt: FieldValue.serverTimestamp() } : {}),
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
