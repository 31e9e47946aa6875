import type { ConsoleGuest } from '@contract/admin';
import type { AdminGuest } from '@contract/guest-admin';
import type { Guest } from './guests';
import { isoOrNull } from '../platform/timestamps';

function toIsoString(value: unknown): string | null {
  if (value && typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function') {
    return (value.toDate() as Date).toISOString();
  }
  return null;
}

/** A guest as GET /get-all-guest-data lists them. */
export function toAdminGuest(guest: Guest): AdminGuest {
  const { id, first, last, rsvp, plate, table, tpos, phone, disabled } = guest;
  return {
    id,
    first,
    last,
    rsvp,
    plate,
    table,
    tpos,
    phone,
    disabled,
    msg_last_sent: toIsoString(guest.msg_last_sent),
  };
}

/** A guest as the console lists them (GET /admin/guests). */
export function toConsoleGuest(guest: Guest): ConsoleGuest {
  return {
    ...toAdminGuest(guest),
    invtId: guest.invtId,
    isAdmin: guest.isAdmin,
    dietary: guest.dietary,
    language: guest.language,
    smsOptOut: guest.smsOptOut,
    email: guest.email,
    emailOptOut: guest.emailOptOut,
    respondedAt: isoOrNull(guest.respondedAt),
    lastTextStatus: guest.lastText?.status ?? null,
    lastTextError: guest.lastText?.errorCode ?? null,
    updatedAt: isoOrNull(guest.updatedAt),
    problems: guest.problems,
    events: guest.events,
    eventRsvps: guest.eventRsvps,
    ageGroup: guest.ageGroup,
    plusOnes: guest.plusOnes,
    companionOf: guest.companionOf,
    answers: guest.answers,
    notify: guest.notify,
    address: guest.address,
    smsConsent: guest.smsConsent
      ? { at: isoOrNull(guest.smsConsent.at) ?? '', via: guest.smsConsent.via, note: guest.smsConsent.note }
      : null,
    helper: guest.helper,
    arrivedAt: isoOrNull(guest.arrivedAt),
    arrivedBy: guest.arrivedBy,
  };
}
