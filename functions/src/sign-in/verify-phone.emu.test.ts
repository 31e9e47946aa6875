import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  apiUrl,
  clearOfWindowEdge,
  waitsForWindowEdge,
  db,
  findGuest,
  outbox,
  post,
  pretendCodesWereSentEarlier,
  rateLimitDoc,
  resetEmulators,
  seedGuests,
  type SeededGuest,
} from '@testing/testing';
import { ADDRESS_WINDOW_MS, HOUR_MS, SITE_SIGN_IN_TEXTS_KEY } from '../platform/limit-keys';

const directUrl = 'http://127.0.0.1:5001/demo-wedding/us-central1/bcw';
let guests: SeededGuest[];

beforeEach(async () => {
  await resetEmulators();
  guests = await seedGuests();
});

describe('POST /bcw/verify-phone', () => {
  it('texts a six-digit code to a known guest and answers with their id', async () => {
    const margaret = findGuest(guests, 'Margaret');
    const answer = await post<{ user_id: string }>('/verify-phone', { phone_number: '+13055550102' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ error: false, code: 200, data: { user_id: margaret.id } });
    const [sms] = await outbox();
    expect(sms).toMatchObject({ to: '+13055550102', kind: 'otp', guestId: margaret.id, provider: 'outbox' });
    expect(sms?.body).toMatch(/\b\d{6}\b/);
  });

  it('stores only a salted hash of the code', async () => {
    const margaret = findGuest(guests, 'Margaret');
    await post('/verify-phone', { phone_number: '+13055550102' });
    const code = (await outbox())[0]!.body.match(/\d{6}/)![0];
    const challenge = (await db.collection('otpChallenges').doc(margaret.id).get()).data()!;
    expect(challenge.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(challenge)).not.toContain(code);
    expect(challenge.expiresAt.toMillis() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(challenge.expiresAt.toMillis() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
  });

  it('accepts a number typed the way people write it', async () => {
    const answer = await post('/verify-phone', { phone_number: '(305) 555-0102' });
    expect(answer.status).toBe(200);
  });

  it.each([
    ['a number too short', { phone_number: '+1305555' }],
    ['letters', { phone_number: 'call me maybe' }],
    ['a missing number', {}],
    ['a number of the wrong type', { phone_number: 3055550102 }],
    ['a list instead of an object', ['+13055550102']],
  ])('answers 400 to %s', async (_name, body) => {
    const answer = await post('/verify-phone', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: true, code: 400, message: 'Please enter a valid US phone number.' });
    expect(await outbox()).toHaveLength(0);
  });

  it('answers 404 with a way forward for a number not on the guest list', async () => {
    const answer = await post('/verify-phone', { phone_number: '+13055550199' });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toMatch(/contact Grace & Daniel/);
    expect(await outbox()).toHaveLength(0);
  });

  it('answers 403 for a disabled invitation and sends nothing', async () => {
    const answer = await post('/verify-phone', { phone_number: '+13055550113' });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toMatch(/no longer active/);
    expect(await outbox()).toHaveLength(0);
  });

  it('waits 30 seconds before sending another code', async () => {
    await post('/verify-phone', { phone_number: '+13055550102' });
    const again = await post('/verify-phone', { phone_number: '+13055550102' });
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/wait (2\d|30) seconds/);
    // The code that went out is still the one to type: the page goes to the code step with this.
    expect(again.body.data).toEqual({ user_id: 'margaret-harper', codeSent: true });
    expect(await outbox()).toHaveLength(1);
  });

  it('replaces the previous code with the new one', async () => {
    const margaret = findGuest(guests, 'Margaret');
    await post('/verify-phone', { phone_number: '+13055550102' });
    const first = (await outbox())[0]!.body.match(/\d{6}/)![0];
    await pretendCodesWereSentEarlier(margaret.id, 31_000);
    expect((await post('/verify-phone', { phone_number: '+13055550102' })).status).toBe(200);
    const second = (await outbox())[1]!.body.match(/\d{6}/)![0];
    if (first !== second) {
      const old = await post('/guest-auth', { gid: margaret.id, otp: first });
      expect(old.status).toBe(401);
    }
    const current = await post('/guest-auth', { gid: margaret.id, otp: second });
    expect(current.status).toBe(200);
  });

  it('sends at most 5 codes per guest per hour', async () => {
    const margaret = findGuest(guests, 'Margaret');
    for (let i = 0; i < 5; i++) {
      expect((await post('/verify-phone', { phone_number: '+13055550102' })).status).toBe(200);
      await pretendCodesWereSentEarlier(margaret.id, 31_000);
    }
    const sixth = await post('/verify-phone', { phone_number: '+13055550102' });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/Too many codes .* try again in \d+ minutes/);
    expect(await outbox()).toHaveLength(5);
  });

  it('caps requests from one address, whatever X-Forwarded-For the caller writes', waitsForWindowEdge(), async () => {
    // Under the emulator nothing vouches for X-Forwarded-For: calls through the Hosting emulator are one
    // client, so 31 requests claiming 31 different addresses are one client, and the 31st is refused.
    // (Direct calls from several addresses: sign-in-addresses.emu.test.ts; which entry counts in
    // production: platform/client-address.test.ts.)
    await clearOfWindowEdge(ADDRESS_WINDOW_MS);
    const invented = (i: number) => ({ 'X-Forwarded-For': `203.0.113.${i}` });
    for (let i = 0; i < 30; i++) {
      const answer = await post('/verify-phone', { phone_number: '+13055550199' }, { headers: invented(i) });
      expect(answer.status).toBe(404);
    }
    const over = await post('/verify-phone', { phone_number: '+13055550102' }, { headers: invented(30) });
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/Too many attempts from this device\. Please try again in \d+ (seconds|minutes)/);
    expect(await outbox()).toHaveLength(0);
  });

  it('stores counters by window, with expireAt at the end of the window and no raw address', async () => {
    await post('/verify-phone', { phone_number: '+13055550102' });
    const counters = (await db.collection('rateLimits').get()).docs.map((doc) => doc.data());
    expect(counters.length).toBeGreaterThanOrEqual(2);
    for (const counter of counters) {
      expect(counter.expireAt).toBeInstanceOf(Timestamp);
      expect(counter.expireAt.toMillis()).toBeGreaterThan(Date.now());
      expect(counter.expireAt.toMillis()).toBeLessThanOrEqual(Date.now() + HOUR_MS);
    }
    expect(JSON.stringify(counters)).not.toMatch(/127\.0\.0\.1|socket/);
  });

  it('counts every sign-in text sent against the whole site', waitsForWindowEdge(), async () => {
    await clearOfWindowEdge(HOUR_MS);
    await post('/verify-phone', { phone_number: '+13055550102' });
    await post('/verify-phone', { phone_number: '+13055550103' });
    await post('/verify-phone', { phone_number: '+13055550199' });
    expect((await rateLimitDoc(SITE_SIGN_IN_TEXTS_KEY, HOUR_MS).get()).get('count')).toBe(2);
  });

  it(
    'sends no text once the site has sent its hourly cap of sign-in codes, from any address',
    waitsForWindowEdge(),
    async () => {
      await clearOfWindowEdge(HOUR_MS);
      // MAX_SIGN_IN_TEXTS_PER_HOUR is 300 in functions/.env.local.
      await rateLimitDoc(SITE_SIGN_IN_TEXTS_KEY, HOUR_MS).set({ count: 300 });
      const answer = await post('/verify-phone', { phone_number: '+13055550102' });
      expect(answer.status).toBe(429);
      expect(answer.body.message).toMatch(
        /too many sign-in codes right now\. Please try again in \d+ (seconds|minutes)/,
      );
      expect(await outbox()).toHaveLength(0);
      expect((await db.collection('otpChallenges').doc(findGuest(guests, 'Margaret').id).get()).exists).toBe(false);
    },
  );

  it('texts no code to a guest whose sign-in is locked', async () => {
    const margaret = findGuest(guests, 'Margaret');
    await post('/verify-phone', { phone_number: '+13055550102' });
    await pretendCodesWereSentEarlier(margaret.id, 31_000);
    await db
      .collection('otpChallenges')
      .doc(margaret.id)
      .update({ lockedUntil: Timestamp.fromMillis(Date.now() + 60 * 60_000) });
    const answer = await post('/verify-phone', { phone_number: '+13055550102' });
    expect(answer.status).toBe(429);
    expect(answer.body.message).toMatch(
      /sign-in is locked\. It reopens in 60 minutes, or Grace & Daniel can unlock it/,
    );
    expect(await outbox()).toHaveLength(1);
  });

  it('answers 413 to an oversize body', async () => {
    const answer = await post('/verify-phone', { phone_number: '+13055550102', padding: 'x'.repeat(20_000) });
    expect(answer.status).toBe(413);
    expect(answer.body.error).toBe(true);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const response = await fetch(`${apiUrl}/verify-phone`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"phone_number": ',
    });
    expect(response.status).toBe(400);
    expect(await outbox()).toHaveLength(0);
  });

  it('serves the same call without the /bcw prefix, as the function sees direct calls', async () => {
    const answer = await post('/verify-phone', { phone_number: '+13055550102' }, { base: directUrl });
    expect(answer.status).toBe(200);
  });

  it('answers unknown paths with a JSON 404', async () => {
    const answer = await post('/no-such-call', {});
    expect(answer.status).toBe(404);
    expect(answer.body.error).toBe(true);
  });
});
