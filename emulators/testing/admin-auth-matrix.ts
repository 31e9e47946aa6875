// The authorisation matrix every admin call shares, for the emulator tests of each admin handler.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, resetEmulators, seedGuests, signIn, type ApiAnswer, type SignedIn } from './testing';

export type AdminCaller = { token?: string; uid: string };
export type AdminCall = (caller: AdminCaller) => Promise<ApiAnswer>;

/** Grace (admin), Daniel (admin, to demote or disable) and Margaret (a guest), each signed in once. */
export type Cast = { admin: SignedIn; otherAdmin: SignedIn; guest: SignedIn };

/**
 * Fresh emulators, the demo guests and the cast, once per file: verify-phone's 30 s cooldown allows one
 * sign-in per guest. Before each test the demo guests are written again (undoing any demotion) and the
 * SMS outbox is emptied.
 */
export function useSignedInCast(): () => Cast {
  let cast: Cast | undefined;
  beforeAll(async () => {
    await resetEmulators();
    await seedGuests();
    const [admin, otherAdmin, guest] = await Promise.all(
      ['+13055550100', '+13055550101', '+13055550102'].map((phone) => signIn(phone)),
    );
    cast = { admin: admin!, otherAdmin: otherAdmin!, guest: guest! };
  });
  beforeEach(async () => {
    // Every test starts with the demo list, no texts and no spent limits (the per-admin text cap included).
    await Promise.all([
      seedGuests(),
      db.recursiveDelete(db.collection('smsOutbox')),
      db.recursiveDelete(db.collection('rateLimits')),
    ]);
  });
  return () => {
    if (!cast) throw new Error('the cast is not signed in yet');
    return cast;
  };
}

/** A JWT shaped like a Firebase ID token for `uid`, issued for another project and never signed. */
export function madeUpIdToken(uid: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const header = part({ alg: 'RS256', kid: 'made-up', typ: 'JWT' });
  const payload = part({
    iss: 'https://securetoken.google.com/someone-elses-project',
    aud: 'someone-elses-project',
    auth_time: now,
    sub: uid,
    user_id: uid,
    iat: now,
    exp: now + 3600,
  });
  return `${header}.${payload}.${Buffer.from('not a signature').toString('base64url')}`;
}

/**
 * Registers the whole matrix for one admin call: everyone but a verified, enabled admin naming
 * themselves gets 401 'Unauthorized'; `nothingChanged` checks that a refused call wrote nothing.
 * Calls that name no caller (the console's: the ID token alone) set `tokenOnly` (or `namesCaller`
 * false), which leaves out the case of an admin naming another admin.
 */
export function describeAdminOnly(
  cast: () => Cast,
  call: AdminCall,
  nothingChanged?: () => Promise<void>,
  {
    namesCaller = true,
    tokenOnly = false,
    okStatus = 200,
  }: { namesCaller?: boolean; tokenOnly?: boolean; okStatus?: number } = {},
) {
  const refused = async (caller: AdminCaller) => {
    const answer = await call(caller);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: true, code: 401, message: 'Unauthorized' });
    if (nothingChanged) await nothingChanged();
  };
  const setAdmin = (fields: object) => db.collection('guests').doc(cast().otherAdmin.id).update(fields);

  describe('admin only', () => {
    it('refuses an anonymous caller', () => refused({ uid: cast().admin.id }));
    it('refuses a signed-in guest', () => refused({ token: cast().guest.idToken, uid: cast().guest.id }));
    it("refuses a guest who sends the admin's id", () =>
      refused({ token: cast().guest.idToken, uid: cast().admin.id }));
    if (namesCaller && !tokenOnly) {
      it("refuses an admin who sends another admin's id", () =>
        refused({ token: cast().admin.idToken, uid: cast().otherAdmin.id }));
    }
    it('refuses a garbage token', () => refused({ token: 'not-a-token', uid: cast().admin.id }));
    it("refuses a made-up token claiming the admin's uid", () =>
      refused({ token: madeUpIdToken(cast().admin.id), uid: cast().admin.id }));
    it('refuses the custom token in place of an ID token', () =>
      refused({ token: cast().admin.customToken, uid: cast().admin.id }));
    it('refuses an admin demoted after signing in, on their next call', async () => {
      await setAdmin({ isAdmin: false });
      await refused({ token: cast().otherAdmin.idToken, uid: cast().otherAdmin.id });
    });
    it('refuses an admin whose invitation was disabled after signing in', async () => {
      await setAdmin({ disabled: true });
      await refused({ token: cast().otherAdmin.idToken, uid: cast().otherAdmin.id });
    });
    it('refuses an admin whose guest record is gone', async () => {
      await db.collection('guests').doc(cast().otherAdmin.id).delete();
      await refused({ token: cast().otherAdmin.idToken, uid: cast().otherAdmin.id });
    });
    it('answers an enabled admin who names themselves', async () => {
      const answer = await call({ token: cast().otherAdmin.idToken, uid: cast().otherAdmin.id });
      expect(answer.status).toBe(okStatus);
      expect(answer.body.error).toBe(false);
    });
  });
}

/**
 * The matrix for the console's calls (under /admin/), which take the admin from the ID token
 * alone: the same refusals, less the ones about a claimed id.
 */
export function describeConsoleAdminOnly(
  cast: () => Cast,
  call: AdminCall,
  nothingChanged?: () => Promise<void>,
  okStatus = 200,
) {
  describeAdminOnly(cast, call, nothingChanged, { tokenOnly: true, okStatus });
}
