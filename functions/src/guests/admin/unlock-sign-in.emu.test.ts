import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, post } from '@testing/testing';
import { madeUpIdToken, useSignedInCast } from '@testing/admin-auth-matrix';

const cast = useSignedInCast();
const challenge = () => db.collection('otpChallenges').doc('margaret-harper');
const unlock = (token: string | undefined, id = 'margaret-harper') =>
  post(`/admin/guests/${encodeURIComponent(id)}/unlock-sign-in`, {}, { token });

/** Margaret after ten wrong codes: locked for a day. */
async function lockMargaret() {
  const now = Date.now();
  await challenge().set({
    hash: null,
    salt: null,
    expiresAt: null,
    attempts: 0,
    sentAt: [Timestamp.fromMillis(now - 60_000)],
    wrongAt: Array.from({ length: 10 }, (_, i) => Timestamp.fromMillis(now - i * 1000)),
    lockedUntil: Timestamp.fromMillis(now + 24 * 60 * 60_000),
  });
}
const lockedUntil = async () => (await challenge().get()).get('lockedUntil');

beforeEach(lockMargaret);

describe('POST /bcw/admin/guests/{id}/unlock-sign-in', () => {
  it('lets an enabled admin lift the lock, after which the guest can sign in', async () => {
    const answer = await unlock(cast().admin.idToken);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ error: false, code: 200, message: 'Margaret Harper can sign in again.' });
    expect(await lockedUntil()).toBeNull();
    expect((await challenge().get()).get('wrongAt')).toEqual([]);
    expect((await challenge().get()).get('sentAt')).toHaveLength(1);
    const sent = await post('/verify-phone', { phone_number: '+13055550102' });
    expect(sent.status).toBe(200);
  });

  describe('admin by the ID token alone: everyone else gets 401 and the lock stays', () => {
    const refused = async (token: string | undefined) => {
      const answer = await unlock(token);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ error: true, code: 401, message: 'Unauthorized' });
      expect(await lockedUntil()).toBeInstanceOf(Timestamp);
    };
    it('refuses an anonymous caller', () => refused(undefined));
    it('refuses a signed-in guest', () => refused(cast().guest.idToken));
    it('refuses a garbage token', () => refused('not-a-token'));
    it("refuses a made-up token for the admin's uid", () => refused(madeUpIdToken(cast().admin.id)));
    it('refuses the custom token in place of an ID token', () => refused(cast().admin.customToken));
    it('refuses an admin demoted after signing in', async () => {
      await db.collection('guests').doc(cast().otherAdmin.id).update({ isAdmin: false });
      await refused(cast().otherAdmin.idToken);
    });
    it('refuses an admin whose invitation was disabled after signing in', async () => {
      await db.collection('guests').doc(cast().otherAdmin.id).update({ disabled: true });
      await refused(cast().otherAdmin.idToken);
    });
  });

  it('answers 404 for a guest who is not on the list', async () => {
    const answer = await unlock(cast().admin.idToken, 'nobody-at-all');
    expect(answer.status).toBe(404);
  });

  it('answers 400, not 500, for an id Firestore cannot take', async () => {
    const answer = await unlock(cast().admin.idToken, 'a/b');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/guest id/);
  });
});
