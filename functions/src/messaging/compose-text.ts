import { wedding } from '@config';
import type { StoredTimestamp } from '@contract/guest';
import type { BulkMessageType, Language } from '@contract/options';
import type { Guest } from '../guests/guests';
import { guestSeatLabel } from '@contract/seating';
import { formatRsvpBy } from '@contract/wedding-dates';
import type { SiteContent } from '@contract/site-content';
import { knownLanguage, withoutStopLine, wordsFor } from '../words';

/** The couple's wording of the texts (site/content `texts`, set in the console); empty keeps the built-in one. */
export type TextWording = SiteContent['texts'];

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
    seat: guestSeatLabel(guest.table, guest.tpos, knownLanguage(guest.language)),
    reply: invitesReply,
  };
}

/**
 * The couple's own wording with its placeholders filled ({first}, {link}, {couple}, {rsvpBy}, {seat}), or
 * null when they left it empty. The link, the invitation to reply and the opt-out line carriers expect are
 * added when the wording lacks them.
 */
function ownWording(
  wording: TextWording | undefined,
  msgType: 'original' | 'reminder' | 'seat',
  language: Language,
  parts: ReturnType<typeof messageParts>,
  sender: TextSender = 'site',
): string | null {
  const text = wording?.[msgType];
  const template = (language === 'es' && text?.es.trim() ? text.es : text?.en)?.trim();
  if (!template) return null;
  const values: Record<string, string> = {
    first: parts.first,
    link: parts.link,
    couple: wedding.couple.title,
    rsvpBy: parts.rsvpBy ?? '',
    seat: parts.seat,
  };
  let out = template.replace(/\{(first|link|couple|rsvpBy|seat)\}/g, (_, key: string) => values[key]!);
  const added = wordsFor(language).texts;
  if (parts.link && !out.includes(parts.link)) out += ` ${parts.link}`;
  if (parts.reply && msgType !== 'seat') out += ` ${added.invitesReply}`;
  if (sender === 'site' && !/\bSTOP\b/.test(out)) out += ` ${added.stop}`;
  return out;
}

/**
 * The couple's own wording (site/content `texts`) of an email of this kind, filled in, or null: the
 * email then uses the built-in words. A custom email has no saved wording (it is typed when sent).
 */
export function ownEmailWording(
  wording: TextWording | undefined,
  msgType: BulkMessageType,
  language: Language,
  parts: ReturnType<typeof messageParts>,
): string | null {
  return msgType === 'custom' ? null : ownWording(wording, msgType, language, { ...parts, reply: false });
}

/**
 * Who a text comes from: the site's number, whose texts carry the opt-out line carriers expect, or an
 * admin's own phone (the phone queue), whose texts carry none: a STOP sent to a person opts out of nothing.
 */
export type TextSender = 'site' | 'own-phone';

/**
 * The text a guest gets, in their language. `link` is their personal link ('' for custom texts);
 * `wording`: the couple's own (site/content), else the built-in one.
 */
export function composeText(
  guest: Addressee,
  request: TextRequest,
  link: string,
  invitesReply = false,
  wording?: TextWording,
  sender: TextSender = 'site',
): string {
  const { msgType, cmsg } = request;
  if (msgType === 'custom') return cmsg.trim();
  const parts = messageParts(guest, request, link, invitesReply);
  const text =
    ownWording(wording, msgType, guest.language, parts, sender) ?? wordsFor(guest.language).texts[msgType](parts);
  return sender === 'site' ? text : withoutStopLine(text);
}

/** Nobody on the invitation has answered (each person is "no answer"): its texts may invite a reply by text. */
export const invitationUnanswered = (members: Pick<Guest, 'rsvp' | 'respondedAt'>[]) =>
  members.every((member) => !member.rsvp && member.respondedAt === null);
