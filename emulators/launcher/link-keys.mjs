// Personal links for `npm start`'s banner, issued the way the functions issue them
// (functions/src/sign-in/link-keys.ts; a test checks the two agree): 128 random bits, the sha256 on the
// guest and the key's readable copy in the server-only linkKeys/{guestId}, so later texts carry the same link.
import { createHash, randomBytes } from 'node:crypto';

export const newLinkKey = () => randomBytes(16).toString('base64url');
export const hashLinkKey = (key) => createHash('sha256').update(key, 'utf8').digest('hex');

/**
 * Gives every guest who can sign in a new personal link (the previous one stops working) and returns
 * `[{ guest, link }]`, in the order given.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {import('firebase-admin/firestore').QueryDocumentSnapshot[]} guests
 */
export async function issueDemoLinks(db, guests, siteUrl) {
  const { Timestamp } = await import('firebase-admin/firestore');
  const batch = db.batch();
  const links = guests.map((doc) => {
    const key = newLinkKey();
    const issuedAt = Timestamp.now();
    batch.update(doc.ref, { linkKeyHash: hashLinkKey(key), linkIssuedAt: issuedAt });
    batch.set(db.collection('linkKeys').doc(doc.id), { key, issuedAt });
    return { guest: doc.data(), link: `${siteUrl}/?k=${key}` };
  });
  await batch.commit();
  return links;
}

/**
 * A new door sign for `npm start`'s banner, made the way POST /admin/day/door-key makes one
 * (functions/src/day/day-rules.ts): 128 random bits, only the sha256 kept on settings/site. Returns the sign's
 * address (the earlier sign stops working).
 * @param {import('firebase-admin/firestore').Firestore} db
 */
export async function issueDemoDoorSign(db, siteUrl) {
  const { Timestamp } = await import('firebase-admin/firestore');
  const key = newLinkKey();
  await db
    .collection('settings')
    .doc('site')
    .set({ doorKeyHash: hashLinkKey(key), doorKeyIssuedAt: Timestamp.now() }, { merge: true });
  return `${siteUrl}/find-table?d=${key}`;
}
