import type { MessageChannel } from '@contract/email';
import { readAudienceFilter, type Catalog } from '@contract/events';
import type { SkippedGuest } from '@contract/messages';
import { SKIP_REASONS, type Audience, type BulkMessageType } from '@contract/options';
import { rsvpStatus } from '@contract/people';
import { byName, type Guest } from '../../guests/guests';

const statusOf = (guest: Guest) => rsvpStatus({ rsvp: guest.rsvp, responded: guest.respondedAt !== null });
import { Refusal } from '../../platform/refusal';
import { eventAnswer } from '../../guests/summary';
import { TEXTING_OFF, textsFromTwilio } from '../../platform/sms/texting';
import { planHouseholds, type HouseholdPlan } from '../households/households';

const members: Record<Exclude<Audience, 'ids'>, (guest: Guest) => boolean> = {
  all: () => true,
  attending: (guest) => statusOf(guest) === 'attending',
  declined: (guest) => statusOf(guest) === 'declined',
  'no-answer': (guest) => statusOf(guest) === 'noAnswer',
  'never-texted': (guest) => guest.msg_last_sent === null && guest.lastText === null,
};

/** Guests invited to an event (by their state there), or who gave an answer to a question. */
function filterMember(audience: string, catalog: Catalog): (guest: Guest) => boolean {
  const filter = readAudienceFilter(audience, catalog);
  if (typeof filter === 'string') throw new Refusal('invalid', filter);
  if (filter.kind === 'answer') return (guest) => guest.answers[filter.question.id] === filter.value;
  return (guest) => {
    const answer = eventAnswer(guest, filter.event);
    return answer !== null && (filter.state === 'invited' || answer === filter.state);
  };
}

/** The guests an audience names, by name. Chosen ids that are not on the list: not found, naming how many. */
export function chooseAudience(
  everyone: Guest[],
  audience: Audience | string,
  catalog: Catalog,
  guestIds: string[] = [],
): Guest[] {
  if (Object.hasOwn(members, audience)) return everyone.filter(members[audience as keyof typeof members]).sort(byName);
  if (audience !== 'ids') return everyone.filter(filterMember(audience, catalog)).sort(byName);
  const byId = new Map(everyone.map((guest) => [guest.id, guest]));
  const missing = guestIds.filter((id) => !byId.has(id));
  if (missing.length) {
    const some = missing.slice(0, 3).join(', ');
    throw new Refusal(
      'not-found',
      `${missing.length} chosen guest${missing.length === 1 ? ' is' : 's are'} not on the guest list (${some}). Please reload the guest list.`,
    );
  }
  return [...new Set(guestIds)].map((id) => byId.get(id)!).sort(byName);
}

const textBlock = (guest: Guest, textsOn: boolean) =>
  !guest.phone
    ? SKIP_REASONS.noPhone
    : guest.smsOptOut
      ? SKIP_REASONS.optedOut
      : textsOn && !guest.smsConsent
        ? SKIP_REASONS.noConsent
        : null;
const emailBlock = (guest: Guest) =>
  !guest.email ? SKIP_REASONS.noEmail : guest.emailOptOut ? SKIP_REASONS.emailOptedOut : null;

/**
 * A channel of the site's, or 'own-phone': a text the couple sends from their own phone (the phone queue),
 * person to person, which needs no consent and is not a text from Twilio.
 */
type Route = MessageChannel | 'own-phone';

/**
 * How a guest gets a message on this route: 'sms', 'email', or why neither (what is missing). With
 * TEXTING=verify no text goes out, so 'best' emails whom it can and skips the rest with 'texting-off'.
 */
export function reachBy(
  guest: Guest,
  channel: Route,
  textsOn = textsFromTwilio(),
): { by: 'sms' | 'email' } | { reason: string } {
  if (channel === 'own-phone') {
    const text = textBlock(guest, false);
    return text ? { reason: text } : { by: 'sms' };
  }
  const text = textBlock(guest, textsOn);
  if (channel === 'sms') return text ? { reason: text } : { by: 'sms' };
  const email = emailBlock(guest);
  if (channel === 'email') return email ? { reason: email } : { by: 'email' };
  if (!text && textsOn) return { by: 'sms' };
  if (!email) return { by: 'email' };
  // Texts off: whoever cannot be emailed is skipped for that alone.
  return { reason: textsOn ? `${text}; ${email}` : TEXTING_OFF };
}

/** Why a guest cannot get this message, or null when they can. */
export function skipReason(guest: Guest, msgType: BulkMessageType, channel: Route = 'sms'): string | null {
  if (guest.disabled) return SKIP_REASONS.disabled;
  const reach = reachBy(guest, channel);
  if ('reason' in reach) return reach.reason;
  if (msgType === 'seat' && !guest.table) return SKIP_REASONS.notSeated;
  return null;
}

export function splitAudience(audience: Guest[], msgType: BulkMessageType, channel: Route = 'sms') {
  const recipients: Guest[] = [];
  const skipped: SkippedGuest[] = [];
  for (const guest of audience) {
    const reason = skipReason(guest, msgType, channel);
    if (reason) skipped.push({ id: guest.id, first: guest.first, last: guest.last, reason });
    else recipients.push(guest);
  }
  return { recipients, skipped };
}

/** Where a message on this route goes for a guest who can get it: their phone, or their email. */
export function addressOn(guest: Guest, channel: Route): string {
  const reach = reachBy(guest, channel);
  return 'by' in reach && reach.by === 'email' ? `email:${guest.email.toLowerCase()}` : `phone:${guest.phone}`;
}

/**
 * The audience as it is reached: splitAudience, with people who have no phone or email of their own reached
 * through someone on their invitation who has one, and one message per address per invitation
 * (households/households.ts). `reasonOf` overrides who cannot get it (the phone queue adds landlines).
 */
export function reachAudience(
  audience: Guest[],
  everyone: Guest[],
  msgType: BulkMessageType,
  channel: Route = 'sms',
  reasonOf: (guest: Guest) => string | null = (guest) => skipReason(guest, msgType, channel),
): HouseholdPlan {
  return planHouseholds(audience, everyone, { msgType, reasonOf, addressOf: (guest) => addressOn(guest, channel) });
}

/** Twilio's codes for a number that takes calls but no texts. */
const LANDLINE_CODES = new Set([21614, 30006]);

/** A number the provider already refused as a landline (the last text to it came back so). */
export const knownLandline = (guest: Pick<Guest, 'lastText'>) => LANDLINE_CODES.has(guest.lastText?.errorCode ?? 0);

/**
 * Who a phone queue texts: the audience reached as a text from the couple's own phone, households
 * included; "Everyone" leaves out the couple themselves (admins), and a number known to be a landline is
 * listed apart, to call.
 */
export function phoneQueueAudience(
  everyone: Guest[],
  audience: Audience | string,
  guestIds: string[] | undefined,
  msgType: BulkMessageType,
  catalog: Catalog,
): HouseholdPlan & { reasonOf: (guest: Guest) => string | null } {
  const chosen = chooseAudience(everyone, audience, catalog, guestIds).filter(
    (guest) => audience !== 'all' || !guest.isAdmin,
  );
  const reasonOf = (guest: Guest) =>
    skipReason(guest, msgType, 'own-phone') ?? (knownLandline(guest) ? SKIP_REASONS.landline : null);
  return { ...reachAudience(chosen, everyone, msgType, 'own-phone', reasonOf), reasonOf };
}
