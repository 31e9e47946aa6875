import type { InvitationGuest, InvitationSettings } from '@contract/invitation';
import { byName, type Guest } from '../guests/guests';
import type { SiteSettings } from './settings';

/**
 * What a guest sees of their invitation, in a stable order: names, answers, dietary notes, whether each
 * person has answered, and their seats once the couple has published the seating.
 */
export function toInvitation(members: Guest[], seatingPublished: boolean): InvitationGuest[] {
  return [...members].sort(byName).map(({ id, first, last, rsvp, plate, dietary, respondedAt, table, tpos }) => ({
    id,
    first,
    last,
    rsvp,
    plate,
    dietary,
    responded: respondedAt !== null,
    ...(seatingPublished ? { table, tpos } : {}),
  }));
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
