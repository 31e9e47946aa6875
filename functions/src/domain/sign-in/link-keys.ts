import { createHash, randomBytes } from 'node:crypto';
import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { wedding } from '@config';
import { MESSAGE_LIMITS } from '@contract/options';
import { publicSiteUrl } from '../../platform/public-url';

// Personal links `<siteUrl>/?k=<key>`: 128 random bits in base64url; only the key's sha256 is stored
// (guests/{id}.linkKeyHash), so a text that carries a link issues a new key and the previous link stops
// working. The latest link a guest got always works.

const DAY_MS = 24 * 60 * 60_000;

export function newLinkKey(): string {
  return randomBytes(16).toString('base64url');
}

export function hashLinkKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function personalLink(key: string): string {
  return `${publicSiteUrl()}/?k=${key}`;
}

/** The event's day, read as UTC: a few hours either way do not matter to a 30-day window. */
const eventMs = Date.parse(`${wedding.event.startsAt.slice(0, 10)}T00:00:00Z`);

/** A link works until 30 days after the event or 30 days after it was issued, whichever is later. */
export function linkExpiresAt(issuedAtMs: number): number {
  return Math.max(eventMs, issuedAtMs) + MESSAGE_LIMITS.linkValidDays * DAY_MS;
}

/** Issues a new key for the guest inside `tx` (the old link stops working) and returns the new link. */
export function issueLink(tx: Transaction, guestRef: DocumentReference, now = Date.now()): string {
  const key = newLinkKey();
  tx.update(guestRef, { linkKeyHash: hashLinkKey(key), linkIssuedAt: Timestamp.fromMillis(now) });
  return personalLink(key);
}

/** What a link looks like in a dry run, where no key is issued: the same length as a real one. */
export const placeholderLink = () => personalLink('x'.repeat(MESSAGE_LIMITS.linkKeyChars));

/**
 * A new link for a text that answers the guest (the confirmation of a reply by text), leaving the link
 * they already hold working: only hashes are stored, so the site cannot send that link again, but it keeps
 * the hash of the guest's earliest link still valid (`earlierLinkKeyHash`, as a personal link's invitation
 * text carried it) beside the new one. At most two links work at once; a change of phone or email, or the
 * console's new link, ends both (guest-write.ts).
 */
export function issueLinkKeepingEarlier(
  tx: Transaction,
  guestRef: DocumentReference,
  held: {
    linkKeyHash: string;
    linkIssuedAt: Timestamp | null;
    earlierLinkKeyHash?: string;
    earlierLinkIssuedAt?: Timestamp | null;
  },
  now = Date.now(),
): string {
  const stillWorks = (hash: string | undefined, issuedAt: Timestamp | null | undefined) =>
    Boolean(hash) && issuedAt !== null && issuedAt !== undefined && now <= linkExpiresAt(issuedAt.toMillis());
  const earlier = stillWorks(held.earlierLinkKeyHash, held.earlierLinkIssuedAt)
    ? { earlierLinkKeyHash: held.earlierLinkKeyHash!, earlierLinkIssuedAt: held.earlierLinkIssuedAt! }
    : stillWorks(held.linkKeyHash, held.linkIssuedAt)
      ? { earlierLinkKeyHash: held.linkKeyHash, earlierLinkIssuedAt: held.linkIssuedAt! }
      : { earlierLinkKeyHash: '', earlierLinkIssuedAt: null };
  const key = newLinkKey();
  tx.update(guestRef, { linkKeyHash: hashLinkKey(key), linkIssuedAt: Timestamp.fromMillis(now), ...earlier });
  return personalLink(key);
}
