import { rsvpStatus } from '@contract/people';
import type { InvitationGuest, InvitationSettings } from './api/get-invitation';

// What the page itself needs to know about the answers (the dialog's own helpers are in rsvp-form.ts and
// load with the dialog).

/** Closed for this page: the server said so, or its deadline has passed since the page loaded. */
export function isClosed(settings: InvitationSettings, nowMs = Date.now()): boolean {
  return settings.rsvpClosed || (settings.rsvpClosesAt !== null && nowMs >= Date.parse(settings.rsvpClosesAt));
}

type GuestStatus = 'attending' | 'notAttending' | 'noAnswer';

const statusLabels = { attending: 'attending', declined: 'notAttending', noAnswer: 'noAnswer' } as const;

/** The guest's RSVP status, as the key of its words on the page. */
export function statusOf(guest: InvitationGuest): GuestStatus {
  return statusLabels[rsvpStatus(guest)];
}
