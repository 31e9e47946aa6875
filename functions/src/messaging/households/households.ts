import type { SkippedGuest } from '@contract/messages';
import { SKIP_REASONS, type BulkMessageType, type Language } from '@contract/options';
import { wordsFor } from '../../words';
import { displayName, joinedNames, rsvpStatus } from '@contract/people';
import { byName, type Guest } from '../../guests/guests';
import { TEXTING_OFF } from '../../platform/sms/texting';

// Households: a person with no phone or email of their own (a child, a partner who never gave one) is
// reached through someone on their invitation who has one. Pure rules: no Firestore, no requests.

/** Kinds of message one host can carry for everyone on the invitation: the invitation and its reminders. */
export const reachesHouseholds = (msgType: BulkMessageType) => msgType === 'original' || msgType === 'reminder';

/** Reasons that are a choice or a fact about the person, not a missing address: nobody stands in for them. */
const PERSONAL = [
  SKIP_REASONS.disabled,
  SKIP_REASONS.optedOut,
  SKIP_REASONS.emailOptedOut,
  SKIP_REASONS.notSeated,
  SKIP_REASONS.landline,
];
const personal = (reason: string) => PERSONAL.some((word) => reason.includes(word));

/** Someone another guest may carry a message for: they have no phone or email of their own to use. */
const lacksAddress = (guest: Guest, reason: string) =>
  !personal(reason) &&
  (reason.includes(SKIP_REASONS.noPhone) || reason.includes(SKIP_REASONS.noEmail) || (!guest.phone && !guest.email));

export const noAnswer = (guest: Pick<Guest, 'rsvp' | 'respondedAt'>) =>
  rsvpStatus({ rsvp: guest.rsvp, responded: guest.respondedAt !== null }) === 'noAnswer';

export type HouseholdRules = {
  msgType: BulkMessageType;
  /** Why this guest cannot get the message themselves, or null when they can. */
  reasonOf: (guest: Guest) => string | null;
  /** Where the message goes for a guest who can get it ('+1555...' or an email): one message per address per invitation. */
  addressOf: (guest: Guest) => string;
};

export type HouseholdPlan = {
  /** Who gets a message: by name, each address of an invitation once. */
  recipients: Guest[];
  skipped: SkippedGuest[];
  /**
   * For a recipient who carries the message for others on their invitation: everyone on that invitation
   * still without an answer (the recipient first), to be named in the message.
   */
  named: Map<string, Guest[]>;
};

const skip = (guest: Guest, reason: string): SkippedGuest => ({
  id: guest.id,
  first: guest.first,
  last: guest.last,
  reason,
});

/**
 * Who gets a message meant for `audience`: each person who can get it themselves, except a second person
 * of the same invitation at the same address; a person who cannot (no phone or email of their own) through
 * the guest on their invitation who can (the guest who brings them first, else whoever already gets it,
 * else by name), even when that guest is not in the audience. Left out: only people nobody on their
 * invitation can reach, and people whose reason is their own (opted out, invitation disabled, ...).
 */
export function planHouseholds(audience: Guest[], everyone: Guest[], rules: HouseholdRules): HouseholdPlan {
  const carries = reachesHouseholds(rules.msgType);
  const recipients = new Map<string, Guest>();
  const byAddress = new Map<string, Guest>();
  const covered = new Map<string, Guest[]>();
  const skipped: SkippedGuest[] = [];
  const waiting: [Guest, string][] = [];
  const cover = (host: Guest, person: Guest) => covered.set(host.id, [...(covered.get(host.id) ?? []), person]);
  const take = (guest: Guest) => {
    // A seat text names one person's seat: two people at one address each get their own.
    const key = `${guest.invtId}\u0000${rules.msgType === 'seat' ? guest.id : rules.addressOf(guest)}`;
    const first = byAddress.get(key);
    if (first) return first;
    byAddress.set(key, guest);
    recipients.set(guest.id, guest);
    return guest;
  };

  for (const guest of [...audience].sort(byName)) {
    const reason = rules.reasonOf(guest);
    if (!reason) {
      const holder = take(guest);
      if (holder !== guest && carries) cover(holder, guest);
      else if (holder !== guest) skipped.push(skip(guest, `${SKIP_REASONS.sameAddress} ${displayName(holder)}`));
    } else if (carries && lacksAddress(guest, reason)) waiting.push([guest, reason]);
    else skipped.push(skip(guest, reason));
  }

  const invitation = (invtId: string) => everyone.filter((guest) => guest.invtId === invtId).sort(byName);
  for (const [guest, reason] of waiting) {
    const others = invitation(guest.invtId).filter((other) => other.id !== guest.id && !rules.reasonOf(other));
    const host =
      others.find((other) => other.id === guest.companionOf) ??
      others.find((other) => recipients.has(other.id)) ??
      others[0];
    if (!host) {
      // Texts off under Verify is its own reason, as for anyone the site cannot email.
      skipped.push(skip(guest, reason === TEXTING_OFF ? reason : `${SKIP_REASONS.household} (${reason})`));
      continue;
    }
    cover(take(host), guest);
  }

  const named = new Map<string, Guest[]>();
  for (const [hostId, people] of covered) {
    const host = recipients.get(hostId)!;
    if (!people.length) continue;
    const unanswered = invitation(host.invtId).filter((guest) => !guest.disabled && noAnswer(guest));
    const ordered = [
      ...unanswered.filter((guest) => guest.id === hostId),
      ...unanswered.filter((guest) => guest.id !== hostId),
    ];
    if (ordered.length) named.set(hostId, ordered);
  }
  return { recipients: [...recipients.values()].sort(byName), skipped, named };
}

/** The line a carried message gains: everyone on the invitation still without an answer, by name. */
export const householdNames = (people: Named[], and: string) => joinedNames(people, and);

/** A person as a carried message names them. */
export type Named = { first: string; last: string };
export const namedOnly = (people: Named[]): Named[] => people.map(({ first, last }) => ({ first, last }));

/** "Still to answer on your invitation: Rosa and Mateo Alvarez." in the guest's language; null for nobody. */
export function householdLine(people: Named[], language: Language): string | null {
  if (!people.length) return null;
  const words = wordsFor(language).texts;
  return words.household(householdNames(people, words.and));
}

/**
 * A carried message with its line naming who on the invitation has not answered yet, before the opt-out
 * line when the message ends with one (so "Reply STOP" stays last).
 */
export function withHouseholdLine(body: string, people: Named[], language: Language): string {
  const line = householdLine(people, language);
  if (!line) return body;
  const words = wordsFor(language).texts;
  const stop = body.lastIndexOf(words.stop);
  if (stop > 0 && stop + words.stop.length === body.length) return `${body.slice(0, stop)}${line} ${words.stop}`;
  return `${body} ${line}`;
}
