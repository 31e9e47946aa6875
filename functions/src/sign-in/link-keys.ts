import { createHash, randomBytes } from 'node:crypto';
import { Timestamp, type DocumentReference, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { wedding } from '@config';
import type { StoredTimestamp } from '@contract/guest';
import { MESSAGE_LIMITS } from '@contract/options';
import { db } from '../platform/firebase';
import { guests } from '../guests/guests';
import { publicSiteUrl } from '../platform/public-url';

// Personal links `<siteUrl>/?k=<key>`: 128 random bits in base64url. The guest's document holds only the
// key's sha256 (guests/{id}.linkKeyHash), which sign-in looks up; a new key replaces it, and the previous
// link stops working. The key itself is kept readable in the server-only linkKeys/{guestId} (no client
// may read it: firestore.rules), so a later text can carry the link the guest already has instead of
// ending it: see liveLink.

const DAY_MS = 24 * 60 * 60_000;

export function newLinkKey(): string {
  return randomBytes(16).toString('base64url');
}

export function hashLinkKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

function personalLink(key: string): string {
  return `${publicSiteUrl()}/?k=${key}`;
}

/** The event's day, read as UTC: a few hours either way do not matter to a 30-day window. */
const eventMs = Date.parse(`${wedding.event.startsAt.slice(0, 10)}T00:00:00Z`);

/** A link works until 30 days after the event or 30 days after it was issued, whichever is later. */
export function linkExpiresAt(issuedAtMs: number): number {
  return Math.max(eventMs, issuedAtMs) + MESSAGE_LIMITS.linkValidDays * DAY_MS;
}

/** linkKeys/{guestId}: `{key, issuedAt}`, the readable copy of the guest's latest key. Server only. */
const linkKeys = () => db.collection('linkKeys');

/**
 * Issues a new key for the guest inside `tx` and returns the new link. With `keep` (a text that must not end
 * the link the guest was already sent, whose key is not readable: one from before linkKeys), the hash of the
 * guest's earliest link still valid stays working beside the new one (`earlierLinkKeyHash`): at most two work
 * at once. Without it (the console's new link) every earlier link stops working.
 */
export function issueLink(tx: Transaction, guestRef: DocumentReference, now = Date.now(), keep?: LinkState): string {
  const key = newLinkKey();
  const issuedAt = Timestamp.fromMillis(now);
  const stillWorks = (hash: string | undefined, at: StoredTimestamp | null | undefined) =>
    Boolean(hash) && at !== null && at !== undefined && now <= linkExpiresAt(at.toMillis());
  const earlier =
    keep && stillWorks(keep.earlierLinkKeyHash, keep.earlierLinkIssuedAt)
      ? { earlierLinkKeyHash: keep.earlierLinkKeyHash!, earlierLinkIssuedAt: keep.earlierLinkIssuedAt! }
      : keep && stillWorks(keep.linkKeyHash, keep.linkIssuedAt)
        ? { earlierLinkKeyHash: keep.linkKeyHash, earlierLinkIssuedAt: keep.linkIssuedAt! }
        : { earlierLinkKeyHash: '', earlierLinkIssuedAt: null };
  tx.update(guestRef, { linkKeyHash: hashLinkKey(key), linkIssuedAt: issuedAt, ...earlier });
  tx.set(linkKeys().doc(guestRef.id), { key, issuedAt });
  return personalLink(key);
}

type LinkState = {
  id: string;
  linkKeyHash: string;
  linkIssuedAt: StoredTimestamp | null;
  earlierLinkKeyHash?: string;
  earlierLinkIssuedAt?: StoredTimestamp | null;
};

/**
 * The guest's link that still works, from their document and their linkKeys copy: null when they have
 * none, it expired, or its key is not readable (a key issued before linkKeys existed, or a copy that no
 * longer matches because the link was ended since).
 */
function workingLink(guest: LinkState, copy: DocumentSnapshot | undefined, now = Date.now()): string | null {
  if (!guest.linkKeyHash || !guest.linkIssuedAt) return null;
  if (now > linkExpiresAt(guest.linkIssuedAt.toMillis())) return null;
  const key: unknown = copy?.get('key');
  return typeof key === 'string' && hashLinkKey(key) === guest.linkKeyHash ? personalLink(key) : null;
}

/**
 * Each guest's link for a text, in `tx`: the one they have when it still works (so a link they were
 * already sent keeps working), else a new one. Reads first, then writes, as a transaction must: call
 * it before the transaction's other writes.
 */
export async function liveLinks(tx: Transaction, people: LinkState[], now = Date.now()): Promise<Map<string, string>> {
  const copies = people.length ? await tx.getAll(...people.map((guest) => linkKeys().doc(guest.id))) : [];
  return new Map(
    people.map((guest, index) => [
      guest.id,
      workingLink(guest, copies[index], now) ?? issueLink(tx, guests().doc(guest.id), now, guest),
    ]),
  );
}

/** What a link looks like in a dry run, where no key is issued: the same length as a real one. */
export const placeholderLink = () => personalLink('x'.repeat(MESSAGE_LIMITS.linkKeyChars));
