// Personal links for `npm start`'s banner, issued the way the functions issue them
// (functions/src/domain/sign-in/link-keys.ts; a test checks the two agree): 128 random bits, only the sha256 stored.
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
    batch.update(doc.ref, { linkKeyHash: hashLinkKey(key), linkIssuedAt: Timestamp.now() });
    return { guest: doc.data(), link: `${siteUrl}/?k=${key}` };
  });
  await batch.commit();
  return links;
}
