import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { Call } from '../calls';
import { db } from '../platform/firebase';
import { checkAnswers, checkEventRsvps, checkPlate, mergeAnswers } from '../domain/guests/guest-answers';
import { guests, toGuest, type Guest } from '../domain/guests/guests';
import { changesBetween, writeHistory } from '../domain/guests/history';
import { isRsvpClosed, toInvitation } from '../domain/invitations/invitation';
import { ApiError, ok } from '../platform/respond';
import { readSettings } from '../domain/invitations/settings';
import type { RsvpAnswer, updateGuestsBody } from '@contract/invitation';
import { displayName } from '@contract/people';
import { rsvpWords, type RsvpWords } from '../domain/invitations/rsvp-words';

export const RSVP_SAVED = 'Thank you! Your RSVP has been saved.';

/**
 * What a saved row stores. The wedding: a 'no' keeps no meal and no note, a note left out keeps the stored
 * one, and a row without `rsvp` leaves the wedding answer alone. Event answers and question answers are
 * added to the stored ones. Refuses (400) events the person is not invited to and meals for another age.
 */
function storedAnswer(change: RsvpAnswer, before: Guest, words: RsvpWords) {
  const after: Partial<Pick<Guest, 'rsvp' | 'plate' | 'dietary' | 'eventRsvps' | 'answers'>> = {};
  if (change.rsvp !== undefined) {
    const plate = change.rsvp ? (change.plate ?? '') : '';
    checkPlate(before, plate, words);
    after.rsvp = change.rsvp;
    after.plate = plate;
    after.dietary = change.rsvp ? (change.dietary ?? before.dietary).trim() : '';
  }
  if (change.eventRsvps) {
    checkEventRsvps(before, change.eventRsvps, words);
    after.eventRsvps = { ...before.eventRsvps, ...change.eventRsvps };
  }
  if (change.answers) {
    checkAnswers(before, change.answers, words);
    after.answers = mergeAnswers(before.answers, change.answers);
  }
  return after;
}

/** Saves RSVPs, meals and dietary notes for people on the caller's own invitation: all of them or none. */
export async function updateGuests({ caller, body: changes, res }: Call<'guest', typeof updateGuestsBody>) {
  const words = rsvpWords(caller.guest.language);
  if (new Set(changes.map((change) => change.id)).size !== changes.length) {
    throw new ApiError(400, words.oncePerGuest);
  }
  if (!caller.invtId) throw new ApiError(403, words.notYours);

  // The transaction reads only the documents it changes, by id: a query inside a transaction would lock
  // the whole invitation range and make simultaneous saves wait on each other.
  const ids = changes.map((change) => change.id);
  const settings = await db.runTransaction(async (tx) => {
    const [settings, snaps] = await Promise.all([readSettings(tx), tx.getAll(...ids.map((id) => guests().doc(id)))]);
    const found = new Map(snaps.map((snap) => [snap.id, toGuest(snap)]));
    if (changes.some((change) => found.get(change.id)?.invtId !== caller.invtId)) {
      throw new ApiError(403, words.notYours);
    }
    if (isRsvpClosed(settings)) throw new ApiError(423, words.closed(settings.rsvpClosesAt!.toMillis()));

    const actor = { uid: caller.uid, name: displayName(caller.guest) };
    // Every row is checked before anything is written: one bad row writes nothing.
    const rows = changes.map((change) => ({ change, before: found.get(change.id)!, after: {} as object }));
    for (const row of rows) row.after = storedAnswer(row.change, row.before, words);
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
