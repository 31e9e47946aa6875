import type { ConsoleGuest } from '@contract/admin';
import { toAdminGuest } from '../api/get-all-guest-data';
import type { Guest } from './guests';
import { isoOrNull } from './timestamps';

/** A guest as the console lists them (GET /admin/guests). */
export function toConsoleGuest(guest: Guest): ConsoleGuest {
  return {
    ...toAdminGuest(guest),
    invtId: guest.invtId,
    isAdmin: guest.isAdmin,
    dietary: guest.dietary,
    language: guest.language,
    smsOptOut: guest.smsOptOut,
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
  };
}

export const fullName = (guest: Pick<Guest, 'first' | 'last'>) => `${guest.first} ${guest.last}`.trim();
