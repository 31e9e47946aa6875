import { beforeEach, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import {
  db,
  findGuest,
  idTokenFor,
  latestCode,
  post,
  pretendCodesWereSentEarlier,
  resetEmulators,
  seedGuests,
  signIn,
  type SeededGuest,
} from '@testing/testing';
import { hashCode } from './otp';

let guests: SeededGuest[];

beforeEach(async () => {
  await resetEmulators();
  guests = await seedGuests();
});

async function requestCode(phone: string, first: string) {
  const guest = findGuest(guests, first);
  const sent = await post('/verify-phone', { phone_number: phone });
  expect(sent.status).toBe(200);
  return { guest, code: await latestCode(guest.id) };
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

function claimsOf(jwt: string) {
  return JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8'));
}

type AuthData = { id: string; invtId: string; isAdmin: boolean; token: string };

describe('POST /bcw/guest-auth', () => {
  it('signs a guest in with the right code: their ids and a custom token with claims', async () => {
    const { guest, code } = await requestCode('+13055550102', 'Margaret');
    const answer = await post<AuthData>('/guest-auth', { gid: guest.id, otp: code });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id: guest.id, invtId: 'inv-harper', isAdmin: false });
    const idToken = await idTokenFor(answer.body.data!.token);
    expect(claimsOf(idToken)).toMatchObject({ user_id: guest.id, invtId: 'inv-harper', isAdmin: false });
  });

  it('tells an admin they are one', async () => {
    const { guest, code } = await requestCode('+13055550100', 'Grace');
    const answer = await post<AuthData>('/guest-auth', { gid: guest.id, otp: code });
    expect(answer.body.data).toMatchObject({ invtId: 'inv-couple', isAdmin: true });
    expect(claimsOf(answer.body.data!.token).claims).toMatchObject({ isAdmin: true, invtId: 'inv-couple' });
  });

  it('accepts a code only once', async () => {
    const { guest, code } = await requestCode('+13055550102', 'Margaret');
    expect((await post('/guest-auth', { gid: guest.id, otp: code })).status).toBe(200);
    const again = await post('/guest-auth', { gid: guest.id, otp: code });
    expect(again.status).toBe(401);
    expect(again.body.message).toMatch(/no longer valid/);
  });

  it('counts wrong codes and says how many attempts are left', async () => {
    const { guest, code } = await requestCode('+13055550102', 'Margaret');
    const answer = await post('/guest-auth', { gid: guest.id, otp: wrong(code) });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('That code is not right. 4 attempts left.');
    expect((await db.collection('otpChallenges').doc(guest.id).get()).get('attempts')).toBe(1);
  });

  it('burns the code after 5 wrong attempts', async () => {
    const { guest, code } = await requestCode('+13055550102', 'Margaret');
    for (let i = 0; i < 4; i++) {
      expect((await post('/guest-auth', { gid: guest.id, otp: wrong(code) })).status).toBe(401);
    }
    const fifth = await post('/guest-auth', { gid: guest.id, otp: wrong(code) });
    expect(fifth.status).toBe(429);
    expect(fifth.body.message).toMatch(/request a new one/);
    const right = await post('/guest-auth', { gid: guest.id, otp: code });
    expect(right.status).toBe(401);
  });

  it('refuses and burns an expired code', async () => {
    const { guest, code } = await requestCode('+13055550102', 'Margaret');
    await db
      .collection('otpChallenges')
      .doc(guest.id)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    const answer = await post('/guest-auth', { gid: guest.id, otp: code });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toMatch(/expired/);
    expect((await db.collection('otpChallenges').doc(guest.id).get()).get('hash')).toBeNull();
  });

  it('lets exactly one of 8 simultaneous right answers through', async () => {
    const { guest, code } = await requestCode('+13055550102', 'Margaret');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post('/guest-auth', { gid: guest.id, otp: code })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 401)).toHaveLength(7);
  });

  it('refuses a guest whose invitation was disabled after the code was sent', async () => {
    const { guest, code } = await requestCode('+13055550102', 'Margaret');
    await db.collection('guests').doc(guest.id).update({ disabled: true });
    const answer = await post('/guest-auth', { gid: guest.id, otp: code });
    expect(answer.status).toBe(403);
  });

  describe('24-hour lock after 10 wrong codes from one address, across codes', () => {
    async function tenWrongCodes(guest: SeededGuest) {
      const answers = [];
      for (let round = 0; round < 2; round++) {
        if (round > 0) await pretendCodesWereSentEarlier(guest.id, 31_000);
        expect((await post('/verify-phone', { phone_number: guest.phone })).status).toBe(200);
        const code = await latestCode(guest.id);
        for (let i = 0; i < 5; i++) answers.push(await post('/guest-auth', { gid: guest.id, otp: wrong(code) }));
      }
      return answers;
    }

    it('locks sign-in at the tenth wrong code, says when it reopens, and refuses even the right code', async () => {
      const margaret = findGuest(guests, 'Margaret');
      const answers = await tenWrongCodes(margaret);
      expect(answers.slice(0, 9).map((a) => a.status)).toEqual([401, 401, 401, 401, 429, 401, 401, 401, 401]);
      const tenth = answers[9]!;
      expect(tenth.status).toBe(429);
      expect(tenth.body.message).toBe(
        'Too many wrong codes were entered, so sign-in is locked. It reopens in 24 hours, or Grace & Daniel can unlock it.',
      );
      // Every call here comes through the Hosting emulator, one client: that address is locked for Margaret.
      const locks = (await db.collection('otpChallenges').doc(margaret.id).get()).get('addressLocks') as Record<
        string,
        { lockedUntil: Timestamp }
      >;
      const [lock, ...others] = Object.values(locks).map((entry) => entry.lockedUntil);
      expect(others).toEqual([]);
      expect(lock!.toMillis() - Date.now()).toBeGreaterThan(23.9 * 60 * 60_000);

      // A new code cannot be had, and an old right code does not help.
      await pretendCodesWereSentEarlier(margaret.id, 31_000);
      const again = await post('/verify-phone', { phone_number: margaret.phone });
      expect(again.status).toBe(429);
      expect(again.body.message).toMatch(/sign-in is locked\. It reopens in 24 hours/);
      await db
        .collection('otpChallenges')
        .doc(margaret.id)
        .update({
          hash: hashCode('123456', 'salt'),
          salt: 'salt',
          expiresAt: Timestamp.fromMillis(Date.now() + 60_000),
        });
      const right = await post('/guest-auth', { gid: margaret.id, otp: '123456' });
      expect(right.status).toBe(429);
      expect(right.body.message).toMatch(/sign-in is locked/);
    });

    it('opens again once the lock has passed', async () => {
      const margaret = findGuest(guests, 'Margaret');
      await tenWrongCodes(margaret);
      const ref = db.collection('otpChallenges').doc(margaret.id);
      const past = (t: Timestamp) => Timestamp.fromMillis(t.toMillis() - 24 * 60 * 60_000 - 1000);
      type Lock = { wrongAt: Timestamp[]; lockedUntil: Timestamp };
      const locks = (await ref.get()).get('addressLocks') as Record<string, Lock>;
      const moved = Object.entries(locks).map(([tag, lock]) => [
        tag,
        { wrongAt: lock.wrongAt.map(past), lockedUntil: past(lock.lockedUntil) },
      ]);
      await ref.update({ addressLocks: Object.fromEntries(moved) });
      await pretendCodesWereSentEarlier(margaret.id, 31_000);
      const { code } = await requestCode(margaret.phone, 'Margaret');
      expect((await post('/guest-auth', { gid: margaret.id, otp: code })).status).toBe(200);
    });

    it('lets an admin unlock it at once', async () => {
      const margaret = findGuest(guests, 'Margaret');
      await tenWrongCodes(margaret);
      const grace = await signIn('+13055550100');
      const unlocked = await post(`/admin/guests/${margaret.id}/unlock-sign-in`, {}, { token: grace.idToken });
      expect(unlocked.status).toBe(200);
      expect(unlocked.body.message).toBe('Margaret Harper can sign in again.');
      await pretendCodesWereSentEarlier(margaret.id, 31_000);
      const { code } = await requestCode(margaret.phone, 'Margaret');
      expect((await post('/guest-auth', { gid: margaret.id, otp: code })).status).toBe(200);
    });
  });

  describe('a failure to sign the token', () => {
    it('leaves the guest their code: the token is minted before the code is burned', async () => {
      // The custom token is signed by Google's IAM service in production; the emulator's signer cannot
      // fail, so this runs the sign-in against the emulator's Firestore with a signer that does.
      const { signInWithCode } = await import('./sign-in-with-code');
      const { guest, code } = await requestCode('+13055550102', 'Margaret');
      const failingSigner = () => Promise.reject(new Error('iam.serviceAccounts.signBlob denied'));
      await expect(signInWithCode(guest.id, code, failingSigner)).rejects.toThrow(/signBlob/);
      expect((await db.collection('otpChallenges').doc(guest.id).get()).get('hash')).toMatch(/^[0-9a-f]{64}$/);
      const answer = await post<AuthData>('/guest-auth', { gid: guest.id, otp: code });
      expect(answer.status).toBe(200);
    });
  });

  it.each([
    ['a slash', 'a/b'],
    ['a dot-dot', '..'],
    ['a reserved id', '__name__'],
    ['an id over 128 characters', 'x'.repeat(129)],
  ])('answers 400, not 500, to a guest id with %s', async (_name, gid) => {
    const answer = await post('/guest-auth', { gid, otp: '123456' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/gid/);
  });

  it('answers 401 for a guest who never asked for a code', async () => {
    const answer = await post('/guest-auth', { gid: findGuest(guests, 'Rosa').id, otp: '123456' });
    expect(answer.status).toBe(401);
  });

  it('answers 401 for an unknown guest id', async () => {
    const answer = await post('/guest-auth', { gid: 'nobody', otp: '123456' });
    expect(answer.status).toBe(401);
  });

  it.each([
    ['a five-digit code', { gid: 'x', otp: '12345' }, 'The code must be exactly 6 digits.'],
    ['letters for a code', { gid: 'x', otp: 'abcdef' }, 'The code must be exactly 6 digits.'],
    ['a numeric code', { gid: 'x', otp: 123456 }, /not valid/],
    ['no guest id', { otp: '123456' }, /not valid/],
    ['a numeric guest id', { gid: 7, otp: '123456' }, /not valid/],
  ])('answers 400 to %s', async (_name, body, message) => {
    const answer = await post('/guest-auth', body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
  });
});
