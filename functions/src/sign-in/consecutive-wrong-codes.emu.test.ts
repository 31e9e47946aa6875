import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, latestCode, post, postFrom, resetEmulators, seedGuests, signIn } from '@testing/testing';

// At most 100 consecutive wrong codes per guest (NIST SP 800-63B 5.2.2), counted
// until a successful sign-in or an admin's unlock, never over a rolling day.

const MARGARET = 'margaret-harper';
const challenge = () => db.collection('otpChallenges').doc(MARGARET);
const DAY_MS = 24 * 60 * 60_000;

beforeEach(async () => {
  await resetEmulators();
  await seedGuests();
});

/** Margaret with a live code and 99 consecutive wrong codes, all typed more than a day ago. */
async function ninetyNineWrongLongAgo() {
  expect((await post('/verify-phone', { phone_number: '+13055550102' })).status).toBe(200);
  const longAgo = Date.now() - DAY_MS - 60 * 60_000;
  await challenge().update({
    wrongAt: Array.from({ length: 99 }, (_, i) => Timestamp.fromMillis(longAgo - i * 1000)),
    consecutiveWrong: 99,
  });
  return latestCode(MARGARET);
}

describe('wrong codes per guest', () => {
  it('holds sign-in at the hundredth consecutive wrong code, however long they took, and says how to reach the couple', async () => {
    const code = await ninetyNineWrongLongAgo();
    const wrong = await postFrom('127.0.0.2', '/guest-auth', {
      gid: MARGARET,
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(429);
    expect(wrong.body.message).toBe(
      'Too many wrong codes were entered, so sign-in with a code is paused until Grace & Daniel unlock it. Please contact them at (305) 555-0100 or grace.daniel@example.com.',
    );
    // Even the right code, from another address, no longer works; nor does a new code.
    expect((await postFrom('127.0.0.3', '/guest-auth', { gid: MARGARET, otp: code })).status).toBe(429);
    const es = await post('/verify-phone', { phone_number: '+13055550102', lang: 'es' });
    expect(es.status).toBe(429);
    expect(es.body.message).toBe(
      'Se escribieron demasiados códigos incorrectos, así que el acceso con código queda en pausa hasta que Grace & Daniel lo desbloqueen. Comuníquese con ellos al (305) 555-0100 o en grace.daniel@example.com.',
    );
  });

  it("reopens after the couple's unlock", async () => {
    await ninetyNineWrongLongAgo();
    await challenge().update({ consecutiveWrong: 100, heldForCouple: true });
    const admin = await signIn('+13055550101');
    const unlock = await post(`/admin/guests/${MARGARET}/unlock-sign-in`, {}, { token: admin.idToken });
    expect(unlock.status).toBe(200);
    expect((await challenge().get()).get('consecutiveWrong')).toBe(0);
    expect((await challenge().get()).get('heldForCouple')).toBe(false);
  });

  it('starts counting again after a successful sign-in', async () => {
    const code = await ninetyNineWrongLongAgo();
    expect((await post('/guest-auth', { gid: MARGARET, otp: code })).status).toBe(200);
    expect((await challenge().get()).get('consecutiveWrong')).toBe(0);
  });

  it('reads a challenge from before the count by its wrong codes of the last day, as before', async () => {
    expect((await post('/verify-phone', { phone_number: '+13055550102' })).status).toBe(200);
    const code = await latestCode(MARGARET);
    await challenge().update({
      wrongAt: Array.from({ length: 99 }, (_, i) => Timestamp.fromMillis(Date.now() - 60_000 - i * 1000)),
      consecutiveWrong: FieldValue.delete(),
      heldForCouple: FieldValue.delete(),
    });
    const wrong = await postFrom('127.0.0.2', '/guest-auth', {
      gid: MARGARET,
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(429);
  });
});
