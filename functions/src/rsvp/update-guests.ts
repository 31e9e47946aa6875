import { logger } from 'firebase-functions';
import type { Call } from '../api/calls';
import { db } from '../platform/firebase';
import { recordAnswers } from './record-answers';
import { saveAnswers } from './save-answers';
import { guests, toGuest, type Guest } from '../guests/guests';
import { isRsvpClosed, toInvitation } from './invitation';
import { ok } from '../platform/respond';
import { Refusal } from '../platform/refusal';
import { readSettings } from '../settings/site-settings';
import { actorFor } from '../guests/history';
import { wordsFor } from '../words';

/** Saves RSVPs, meals and dietary notes for people on the caller's own invitation: all of them or none. */
export async function updateGuests({ caller, body: changes, catalog, res }: Call<'POST /update-guests'>) {
  const words = wordsFor(caller.guest.language).rsvp;
  if (new Set(changes.map((change) => change.id)).size !== changes.length) {
    throw new Refusal('invalid', words.oncePerGuest);
  }
  if (!caller.invtId) throw new Refusal('forbidden', words.notYours);

  // The transaction reads only the documents it changes, by id: a query inside a transaction would lock
  // the whole invitation range and make simultaneous saves wait on each other.
  const ids = changes.map((change) => change.id);
  const settings = await db.runTransaction(async (tx) => {
    const [settings, snaps] = await Promise.all([readSettings(tx), tx.getAll(...ids.map((id) => guests().doc(id)))]);
    const found = new Map(snaps.map((snap) => [snap.id, toGuest(snap)]));
    if (changes.some((change) => found.get(change.id)?.invtId !== caller.invtId)) {
      throw new Refusal('forbidden', words.notYours);
    }
    if (isRsvpClosed(settings)) throw new Refusal('closed', words.closed(settings.rsvpClosesAt!.toMillis()));

    const actor = actorFor(caller.guest);
    // Every row is checked before anything is written: one bad row writes nothing.
    const rows = changes.map(({ id, ...answer }) => ({ before: found.get(id)!, answer }));
    for (const { before, answer } of rows) recordAnswers(before, answer, 'web', catalog, { words });
    for (const { before, answer } of rows) saveAnswers(tx, before, answer, 'web', actor, catalog, words);
    return settings;
  });
  const updated = (await guests().where('invtId', '==', caller.invtId).get()).docs
    .map(toGuest)
    .filter((guest): guest is Guest => guest !== null);

  logger.info('rsvp saved', { guest: caller.uid, invitation: caller.invtId, count: changes.length });
  ok(res, words.saved, toInvitation(updated, settings.seatingPublished));
}
