import { displayName } from '@contract/people';
import type { Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { Call, GuestCaller } from '../api/calls';
import { createGuest, deleteGuest, updateGuest } from '../guests/guest-write';
import { guests, toGuest, type Guest } from '../guests/guests';
import { actorFor } from '../guests/history';
import { isRsvpClosed, toInvitation } from './invitation';
import { readSettings, type SiteSettings } from '../settings/site-settings';
import { currentGuest } from '../sign-in/auth';
import { db } from '../platform/firebase';
import { ok } from '../platform/respond';
import { Refusal } from '../platform/refusal';
import { wordsFor } from '../words';

/** The answers and refusals in the caller's language. */
const say = (caller: GuestCaller) => wordsFor(caller.guest.language).rsvp;
/** A companion as the caller reads them: their name, else whose guest they are. */
const shownName = (caller: GuestCaller, guest: Pick<Guest, 'first' | 'last'>, host: Guest | null) =>
  displayName(guest) || (host ? say(caller).guestOf(displayName(host)) : say(caller).aCompanion);

/**
 * The caller (read now, in the transaction) and the site settings; refused as closed once RSVPs have closed, as saving
 * an RSVP does.
 */
async function openInvitation(tx: Transaction, caller: GuestCaller): Promise<{ self: Guest; settings: SiteSettings }> {
  if (!caller.invtId) throw new Refusal('forbidden', say(caller).notYourCompanions);
  const [settings, selfSnap] = await Promise.all([readSettings(tx), tx.get(guests().doc(caller.uid))]);
  const self = currentGuest(caller, toGuest(selfSnap));
  return { self, settings };
}

const refuseIfClosed = (settings: SiteSettings, caller: GuestCaller) => {
  if (isRsvpClosed(settings)) throw new Refusal('closed', say(caller).closed(settings.rsvpClosesAt!.toMillis()));
};

async function invitationOf(invtId: string, seatingPublished: boolean) {
  const members = (await guests().where('invtId', '==', invtId).get()).docs.map(toGuest);
  return toInvitation(
    members.filter((guest): guest is Guest => guest !== null),
    seatingPublished,
  );
}

/** A companion on the caller's invitation, or forbidden. */
async function ownCompanion(tx: Transaction, caller: GuestCaller, id: string): Promise<Guest> {
  const companion = toGuest(await tx.get(guests().doc(id)));
  if (!companion || companion.companionOf === null || companion.invtId !== caller.invtId) {
    throw new Refusal('forbidden', say(caller).notYourCompanions);
  }
  return companion;
}

/**
 * POST /companions {hostId, first, last}: a guest brings a companion, up to the host's plusOnes. The
 * companion is a guest like any other (same invitation, no phone, invited to the host's events).
 */
export async function addCompanion({ caller, body, res }: Call<'POST /companions'>) {
  const { hostId, first, last } = body;
  const ref = guests().doc();

  const { settings, name } = await db.runTransaction(async (tx) => {
    const { self, settings } = await openInvitation(tx, caller);
    const [hostSnap, companions] = await Promise.all([
      tx.get(guests().doc(hostId)),
      tx.get(guests().where('companionOf', '==', hostId)),
    ]);
    const host = toGuest(hostSnap);
    const words = say(caller);
    if (!host || host.invtId !== caller.invtId) throw new Refusal('forbidden', words.notYourCompanions);
    if (host.companionOf !== null) throw new Refusal('invalid', words.companionOfCompanion);
    refuseIfClosed(settings, caller);
    if (companions.size >= host.plusOnes) {
      throw new Refusal('conflict', words.companionLimit(displayName(host), host.plusOnes));
    }
    createGuest(
      tx,
      ref,
      {
        first,
        last,
        invtId: host.invtId,
        companionOf: host.id,
        events: host.events,
        language: host.language,
      },
      actorFor(self),
      'created',
    );
    return { settings, name: shownName(caller, { first, last }, host) };
  });
  logger.info('companion added', { guest: caller.uid, host: hostId, companion: ref.id });
  ok(res, say(caller).companionAdded(name), await invitationOf(caller.invtId, settings.seatingPublished), 201);
}

/** PATCH /companions/{id} {first, last}: renames a companion on the caller's invitation. */
export async function renameCompanion({ caller, body, params, res }: Call<'PATCH /companions/{id}'>) {
  const { id } = params;

  const settings = await db.runTransaction(async (tx) => {
    const { self, settings } = await openInvitation(tx, caller);
    const companion = await ownCompanion(tx, caller, id);
    refuseIfClosed(settings, caller);
    updateGuest(tx, guests().doc(id), companion, body, actorFor(self));
    return settings;
  });
  ok(res, say(caller).companionRenamed, await invitationOf(caller.invtId, settings.seatingPublished));
}

/** DELETE /companions/{id}: removes a companion from the caller's invitation; their history stays. */
export async function removeCompanion({ caller, params, res }: Call<'DELETE /companions/{id}'>) {
  const { id } = params;

  const { settings, name } = await db.runTransaction(async (tx) => {
    const { self, settings } = await openInvitation(tx, caller);
    const companion = await ownCompanion(tx, caller, id);
    refuseIfClosed(settings, caller);
    const host = toGuest(await tx.get(guests().doc(companion.companionOf!)));
    // The same removal as the console's delete, by the guest (their uid and name, as actorFor gives them).
    deleteGuest(tx, companion, actorFor(self));
    return { settings, name: shownName(caller, companion, host) };
  });
  ok(res, say(caller).companionRemoved(name), await invitationOf(caller.invtId, settings.seatingPublished));
}
