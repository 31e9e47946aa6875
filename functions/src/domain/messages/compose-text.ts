import { sms, wedding } from '@config';
import type { StoredTimestamp } from '@contract/guest';
import type { BulkMessageType, Language } from '@contract/options';
import type { Guest } from '../guests/guests';
import { guestSeatLabel } from '@contract/seating';
import { formatRsvpBy } from '@contract/wedding-dates';

export type TextRequest = { msgType: BulkMessageType; cmsg: string; rsvpClosesAt: StoredTimestamp | null };
type Addressee = Pick<Guest, 'first' | 'language' | 'table' | 'tpos'>;

/** Original, reminder and seat texts carry the guest's personal link; a custom text is sent as typed. */
export const carriesLink = (msgType: BulkMessageType) => msgType !== 'custom';

/** The RSVP deadline in the guest's language: the site settings' date, or the couple's RSVP-by date when none is set. */
function deadline(language: Language, rsvpClosesAt: StoredTimestamp | null): string | undefined {
  if (!rsvpClosesAt) return formatRsvpBy(language);
  return new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: wedding.event.timeZone,
  }).format(rsvpClosesAt.toDate());
}

/**
 * What the message's words are made of for this guest: name, personal link, RSVP deadline and seat.
 * `invitesReply`: nobody on the guest's invitation has answered yet, so an original or reminder text
 * invites a reply of 1 or 2 (see invitationUnanswered); an email never does.
 */
export function messageParts(guest: Addressee, request: TextRequest, link: string, invitesReply = false) {
  return {
    first: guest.first,
    link,
    rsvpBy: deadline(guest.language, request.rsvpClosesAt),
    seat: guestSeatLabel(guest.table, guest.tpos, sms[guest.language] ? guest.language : 'en'),
    reply: invitesReply,
  };
}

/** The text a guest gets, in their language. `link` is their personal link ('' for custom texts). */
export function composeText(guest: Addressee, request: TextRequest, link: string, invitesReply = false): string {
  const { msgType, cmsg } = request;
  if (msgType === 'custom') return cmsg.trim();
  const texts = sms[guest.language] ?? sms.en;
  return texts[msgType](messageParts(guest, request, link, invitesReply));
}

/** Nobody on the invitation has answered (each person is "no answer"): its texts may invite a reply by text. */
export const invitationUnanswered = (members: Pick<Guest, 'rsvp' | 'respondedAt'>[]) =>
  members.every((member) => !member.rsvp && member.respondedAt === null);
