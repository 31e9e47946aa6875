import { createHash, randomBytes } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from '../firebase';
import { publicSiteUrl } from '../public-url';

// Every email that can be unsubscribed from carries its own token (128 random bits); only its sha256 is
// stored, as the id of emailUnsubscribes/{hash}, naming the guest and the address it was sent to.

const YEAR_MS = 365 * 24 * 60 * 60_000;
const UNSUBSCRIBE_PATH = '/email/unsubscribe';

export const unsubscribeTokens = () => db.collection('emailUnsubscribes');
export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A new unsubscribe link for an email to `email`: `<site>/bcw/email/unsubscribe?t=<token>`. */
export async function issueUnsubscribeLink(guestId: string, email: string): Promise<string> {
  const token = randomBytes(16).toString('base64url');
  await unsubscribeTokens()
    .doc(hashToken(token))
    .set({
      guestId,
      email,
      createdAt: FieldValue.serverTimestamp(),
      expireAt: Timestamp.fromMillis(Date.now() + YEAR_MS),
    });
  return `${publicSiteUrl()}/bcw${UNSUBSCRIBE_PATH}?t=${token}`;
}

/** What an unsubscribe link looks like in a dry run, where no token is issued: the same length as a real one. */
export const placeholderUnsubscribeLink = () => `${publicSiteUrl()}/bcw${UNSUBSCRIBE_PATH}?t=${'x'.repeat(22)}`;

export const isUnsubscribePath = (path: string) => /\/email\/unsubscribe\/?$/.test(path);
