import type { InvitationGuest, InvitationSettings } from '@contract/invitation';
import { byName, type Guest } from '../guests/guests';
import type { SiteSettings } from '../settings/site-settings';
import { seatNumber } from '@contract/seating';

/**
 * What a guest sees of their invitation, in a stable order: names, answers, dietary notes, whether each
 * person has answered, and their seats once the couple has published the seating.
 */
export function toInvitation(members: Guest[], seatingPublished: boolean): InvitationGuest[] {
  return inInvitationOrder(members).map((guest) => ({
    id: guest.id,
    first: guest.first,
    last: guest.last,
    rsvp: guest.rsvp,
    plate: guest.plate,
    dietary: guest.dietary,
    responded: guest.respondedAt !== null,
    ...(seatingPublished
      ? { table: guest.table, tpos: guest.tpos, ...(guest.tpos !== '' ? { seat: seatNumber(guest.tpos) } : {}) }
      : {}),
    events: guest.events,
    eventRsvps: guest.eventRsvps,
    ageGroup: guest.ageGroup,
    plusOnes: guest.plusOnes,
    companionOf: guest.companionOf,
    answers: guest.answers,
  }));
}

/** By name, each companion right after the guest who brings them. */
function inInvitationOrder(members: Guest[]): Guest[] {
  const hosts = [...members].filter((guest) => guest.companionOf === null).sort(byName);
  const hostIds = new Set(hosts.map((guest) => guest.id));
  const companionsOf = (id: string) => members.filter((guest) => guest.companionOf === id).sort(byName);
  const orphans = members.filter((guest) => guest.companionOf !== null && !hostIds.has(guest.companionOf)).sort(byName);
  return [...hosts.flatMap((host) => [host, ...companionsOf(host.id)]), ...orphans];
}

export function isRsvpClosed(settings: SiteSettings, nowMs = Date.now()): boolean {
  return settings.rsvpClosesAt !== null && nowMs >= settings.rsvpClosesAt.toMillis();
}

/** The settings a guest's page needs, with the deadline as an ISO string. */
export function toInvitationSettings(settings: SiteSettings, nowMs = Date.now()): InvitationSettings {
  return {
    rsvpClosesAt: settings.rsvpClosesAt ? settings.rsvpClosesAt.toDate().toISOString() : null,
    rsvpClosed: isRsvpClosed(settings, nowMs),
    seatingPublished: settings.seatingPublished,
  };
}
