import type { InvitationAnswer, InvitationGuest, InvitationSettings } from '@contract/invitation';
import { callRoute } from '../../../lib/api-client';

export type { InvitationGuest, InvitationSettings };

const optionalString = (value: unknown) => value === undefined || typeof value === 'string';

/** Whether the server's data is an invitation list (checked by hand to keep zod out of the page's first load). */
export function isInvitation(data: unknown): data is InvitationGuest[] {
  return (
    Array.isArray(data) &&
    data.every(
      (guest: Record<string, unknown>) =>
        ['id', 'first', 'last', 'plate', 'dietary'].every((key) => typeof guest?.[key] === 'string') &&
        typeof guest?.rsvp === 'boolean' &&
        typeof guest?.responded === 'boolean' &&
        optionalString(guest?.table) &&
        optionalString(guest?.tpos),
    )
  );
}

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A row with the fields a server before events, ages, plus-ones and questions did not send, as their defaults. */
export function withDefaults(guest: InvitationGuest): InvitationGuest {
  const row = guest as Partial<InvitationGuest> & InvitationGuest;
  return {
    ...guest,
    events: Array.isArray(row.events) ? row.events : [],
    eventRsvps: isObject(row.eventRsvps) ? row.eventRsvps : {},
    ageGroup: row.ageGroup === 'child' || row.ageGroup === 'infant' ? row.ageGroup : 'adult',
    plusOnes: typeof row.plusOnes === 'number' ? row.plusOnes : 0,
    companionOf: typeof row.companionOf === 'string' ? row.companionOf : null,
    answers: isObject(row.answers) ? row.answers : {},
  };
}

export function isInvitationSettings(value: unknown): value is InvitationSettings {
  const settings = value as Record<string, unknown> | null;
  return (
    typeof settings === 'object' &&
    settings !== null &&
    (settings.rsvpClosesAt === null || typeof settings.rsvpClosesAt === 'string') &&
    typeof settings.rsvpClosed === 'boolean' &&
    typeof settings.seatingPublished === 'boolean'
  );
}

export function getInvitation(invtId: string, signal?: AbortSignal) {
  return callRoute('GET /get-invitation/{invtId}', { params: { invtId }, signal }) as Promise<InvitationAnswer>;
}
