import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { GuestAuthData } from '@contract/sign-in';
import { db, get, guestDoc, guestRef, idTokenFor, latestCode, post } from '@testing/testing';
import { useSignedInCast } from '@testing/admin-auth-matrix';
import { hashLinkKey } from '../sign-in/link-keys';
import { noteSeen } from './last-seen';

const cast = useSignedInCast();
const MARGARET = 'margaret-harper';
const MINUTE = 60 * 1000;

const lastSeen = async (id: string) => (await guestDoc(id)).lastSeenAt as Timestamp | null | undefined;
const seenAgo = (id: string, ms: number) => guestRef(id).update({ lastSeenAt: Timestamp.fromMillis(Date.now() - ms) });
const expectRecent = (at: Timestamp | null | undefined) => {
  expect(at).toBeInstanceOf(Timestamp);
  expect(Math.abs(Date.now() - at!.toMillis())).toBeLessThan(MINUTE);
};

/** Signs Margaret in with a texted code (a fresh challenge each time, so no resend cooldown applies). */
async function signInByCode(phone = '3055550102') {
  await db.collection('otpChallenges').doc(MARGARET).delete();
  const sent = await post<{ user_id: string }>('/verify-phone', { phone_number: phone });
  expect(sent.status).toBe(200);
  const id = sent.body.data!.user_id;
  const auth = await post<GuestAuthData>('/guest-auth', { gid: id, otp: await latestCode(id) });
  expect(auth.status).toBe(200);
  return auth.body.data!;
}

/** Gives Margaret a personal link key, as a text would, and returns it. */
async function margaretsLinkKey() {
  const key = 'AbCdEfGhIjKlMnOpQrStUv';
  await guestRef(MARGARET).update({ linkKeyHash: hashLinkKey(key), linkIssuedAt: Timestamp.now() });
  return key;
}

describe('guests/{id}.lastSeenAt', () => {
  it('is absent on the demo list and set when the guest signs in with a code', async () => {
    expect(await lastSeen(MARGARET)).toBeUndefined();
    await signInByCode();
    expectRecent(await lastSeen(MARGARET));
  });

  it('is set when the guest signs in with their personal link', async () => {
    const answer = await post<GuestAuthData>('/link-auth', { k: await margaretsLinkKey() });
    expect(answer.status).toBe(200);
    expectRecent(await lastSeen(MARGARET));
  });

  it('is set when the guest opens their invitation', async () => {
    await seenAgo(MARGARET, 2 * 60 * MINUTE);
    const opened = await get(`/get-invitation/inv-harper`, { token: cast().guest.idToken });
    expect(opened.status).toBe(200);
    expectRecent(await lastSeen(MARGARET));
  });

  it('is not rewritten within the hour: seen 10 minutes ago stays, seen 2 hours ago moves', async () => {
    await seenAgo(MARGARET, 10 * MINUTE);
    const before = await lastSeen(MARGARET);
    expect((await get(`/get-invitation/inv-harper`, { token: cast().guest.idToken })).status).toBe(200);
    await signInByCode();
    expect((await post('/link-auth', { k: await margaretsLinkKey() })).status).toBe(200);
    expect((await lastSeen(MARGARET))!.toMillis()).toBe(before!.toMillis());

    await seenAgo(MARGARET, 2 * 60 * MINUTE);
    const signedIn = await signInByCode();
    expectRecent(await lastSeen(MARGARET));
    // The new session opens the invitation at once: no second write.
    const written = (await guestRef(MARGARET).get()).updateTime!;
    const opened = await get(`/get-invitation/inv-harper`, { token: await idTokenFor(signedIn.token) });
    expect(opened.status).toBe(200);
    expect((await guestRef(MARGARET).get()).updateTime!.isEqual(written)).toBe(true);
  });

  it('leaves updatedAt alone, so a visit never turns an admin edit into a conflict', async () => {
    const before = (await guestDoc(MARGARET)).updatedAt as Timestamp;
    await signInByCode();
    expect(((await guestDoc(MARGARET)).updatedAt as Timestamp).isEqual(before)).toBe(true);
  });

  it('never throws when it cannot be written (a guest deleted meanwhile)', async () => {
    await expect(noteSeen({ id: 'nobody-here', lastSeenAt: null })).resolves.toBeUndefined();
    expect((await guestRef('nobody-here').get()).exists).toBe(false);
  });

  it('is the only change a sign-in makes to the guest document', async () => {
    const before = await guestDoc(MARGARET);
    await signInByCode();
    const { lastSeenAt, ...after } = await guestDoc(MARGARET);
    expectRecent(lastSeenAt as Timestamp);
    expect(after).toEqual(before);
  });
});
