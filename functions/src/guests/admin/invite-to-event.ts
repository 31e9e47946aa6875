import { eventById, eventIds } from '@contract/events';
import type { Call } from '../../api/calls';
import { db } from '../../platform/firebase';
import { ok } from '../../platform/respond';
import { Refusal } from '../../platform/refusal';
import { requireAdminIn } from '../admin-guard';
import { fieldsToWrite } from '../guest-changes';
import { updateGuest } from '../guest-write';
import { guests, toGuest, type Guest } from '../guests';

/**
 * POST /admin/events/{eventId}/invite: the guests listed are invited to the event, in one transaction,
 * each change in that guest's history as a PATCH of their events would write it. A guest already invited
 * is left as they are; an unknown event or guest writes nothing.
 */
export async function inviteToEvent({
  caller,
  params: { eventId },
  body,
  catalog,
  res,
}: Call<'POST /admin/events/{eventId}/invite'>) {
  const by = caller.actor;
  const event = eventById(catalog, eventId);
  if (!event) {
    throw new Refusal(
      'not-found',
      `There is no event "${eventId}" to invite guests to: events are ${eventIds(catalog).join(', ') || 'none'}.`,
    );
  }
  const ids = [...new Set(body.guestIds)];
  const { invited, already } = await db.runTransaction(async (tx) => {
    await requireAdminIn(tx, by.uid);
    const snaps = await tx.getAll(...ids.map((id) => guests().doc(id)));
    const found = snaps.map(toGuest);
    const missing = ids.filter((_, at) => !found[at]);
    if (missing.length) {
      throw new Refusal(
        'not-found',
        `${missing.map((id) => `"${id}"`).join(', ')} ${missing.length === 1 ? 'is' : 'are'} no longer on the guest list: reload it and choose again. Nobody was invited.`,
      );
    }
    const people = found as Guest[];
    const toInvite = people.filter((guest) => !guest.events.includes(eventId));
    for (const guest of toInvite) {
      const fields = fieldsToWrite(guest, { events: [...guest.events, eventId] }, by, catalog);
      updateGuest(tx, guests().doc(guest.id), guest, fields, by);
    }
    return {
      invited: toInvite.map((guest) => guest.id),
      already: people.filter((guest) => guest.events.includes(eventId)).map((guest) => guest.id),
    };
  });
  const names = (count: number) => `${count} ${count === 1 ? 'guest' : 'guests'}`;
  const message =
    `Invited ${names(invited.length)} to ${event.name}.` +
    (already.length ? ` ${names(already.length)} already ${already.length === 1 ? 'was' : 'were'}.` : '');
  ok(res, message, { invited, already });
}
