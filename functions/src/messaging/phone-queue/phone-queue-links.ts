import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { guests, toGuest, type Guest } from '../../guests/guests';
import { liveLinks } from '../../sign-in/link-keys';
import { db } from '../../platform/firebase';
import { phoneQueueItems } from './phone-queue';
import { carriesLink } from '../compose-text';
import type { BulkMessageType } from '@contract/options';

// A queue row's text carries the guest's personal link. The queue may be opened days after it was built,
// and the link may have ended since (a changed phone or email, a new link from the console), so the link in
// a row is made when the row is read, not when the queue was built: each unsent row gets the guest's link
// that works now, a new one when theirs has ended.

/** A personal link inside a text: the site's address, then `/?k=` and the key. */
const LINK_IN_TEXT = /\S+\/\?k=[A-Za-z0-9_-]+/;

/** The link a stored row's text carries: the `link` it was built with, else the one found in its text. */
export function linkInRow(body: string, stored: unknown): string {
  if (typeof stored === 'string' && stored && body.includes(stored)) return stored;
  return LINK_IN_TEXT.exec(body)?.[0] ?? '';
}

/** The row's text with `link` in place of the link it carried (unchanged when it carried none). */
export const withLink = (body: string, old: string, link: string) => (old ? body.split(old).join(link) : body);

/**
 * The queue's rows with each unsent text's link working now, in one transaction: a guest whose link still
 * works keeps it (the row is unchanged), one whose link ended gets a new one, written to the row. Sent rows
 * keep the text as it went.
 */
export async function rowsWithWorkingLinks(queueId: string, msgType: BulkMessageType): Promise<DocumentSnapshot[]> {
  const itemsQuery = phoneQueueItems(queueId).orderBy('position');
  if (!carriesLink(msgType)) return (await itemsQuery.get()).docs;
  const unchanged = await db.runTransaction(async (tx) => {
    const items = (await tx.get(itemsQuery)).docs;
    const unsent = items.filter(
      (item) => item.get('sentAt') == null && linkInRow(String(item.get('body') ?? ''), item.get('link')),
    );
    const people = unsent.length ? (await tx.getAll(...unsent.map((item) => guests().doc(item.id)))).map(toGuest) : [];
    const present = people.filter((guest): guest is Guest => guest !== null);
    const links = await liveLinks(tx, present);
    let count = 0;
    for (const item of unsent) {
      const link = links.get(item.id);
      const body = String(item.get('body') ?? '');
      const old = linkInRow(body, item.get('link'));
      if (!link || link === old) continue;
      tx.update(item.ref, { body: withLink(body, old, link), link });
      count += 1;
    }
    return count ? null : items;
  });
  return unchanged ?? (await itemsQuery.get()).docs;
}
