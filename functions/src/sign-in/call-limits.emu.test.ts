import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { instantInZone } from '@contract/wedding-dates';
import { db, outbox, post, resetEmulators, seedGuests, setEmulatorClock } from '@testing/testing';
import { toGuest } from '../guests/guests';
import { sendSignInCode } from './send-code';

// Sign-in calls never ring at night on the wedding's clock, and at most 10 a day.

const LANDLINE = '+15005550009';
const EMEKA = 'emeka-okafor';

beforeEach(async () => {
  await resetEmulators();
  await seedGuests();
});

describe('sign-in calls', () => {
  it('never ring between 21:00 and 08:00 on the wedding clock: the guest is told when, and offered a text or email', async () => {
    const emeka = toGuest(await db.collection('guests').doc(EMEKA).get())!;
    const night = instantInZone('2026-12-01T23:30', 'America/New_York');
    const call = sendSignInCode(emeka, 'call', LANDLINE, undefined, '127.0.0.1', night);
    await expect(call).rejects.toMatchObject({
      kind: 'limit',
      message:
        "We do not make sign-in calls between 9 PM and 8 AM (the wedding's time). You can ask for a call again at 8:00 AM, or ask for the code by text or email now.",
    });
    const es = sendSignInCode(emeka, 'call', LANDLINE, 'es', '127.0.0.1', night);
    await expect(es).rejects.toMatchObject({
      message:
        'No hacemos llamadas entre las 9 p. m. y las 8 a. m. (hora de la boda). Puede pedir una llamada de nuevo a las 8:00 a. m., o pedir el código por mensaje o correo ahora.',
    });
    expect((await db.collection('otpChallenges').doc(EMEKA).get()).exists).toBe(false);
  });

  it("follow the server's clock: at 23:30 a call is refused over the API, at noon it rings", async () => {
    await setEmulatorClock('23:30');
    const night = await post('/verify-phone', { phone_number: LANDLINE, channel: 'call' });
    expect(night.status).toBe(429);
    expect(night.body.message).toMatch(/^We do not make sign-in calls between 9 PM and 8 AM/);
    expect(await outbox()).toEqual([]);
    await setEmulatorClock('12:00');
    expect((await post('/verify-phone', { phone_number: LANDLINE, channel: 'call' })).status).toBe(200);
  });

  it('ring one guest at most 10 times in 24 hours', async () => {
    const now = Date.now();
    await db
      .collection('otpChallenges')
      .doc(EMEKA)
      .set({
        hash: null,
        salt: null,
        expiresAt: null,
        attempts: 0,
        sentAt: [],
        callAt: Array.from({ length: 10 }, (_, i) => Timestamp.fromMillis(now - 2 * 60 * 60_000 - i * 60 * 60_000)),
      });
    const eleventh = await post('/verify-phone', { phone_number: LANDLINE, channel: 'call' });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toMatch(
      /^We have called this guest 10 times today, the most we do\. Please ask for the code by text or email, or ask for a call again in \d+ hours\.$/,
    );
    expect(await outbox()).toEqual([]);
    // An older call falls out of the day: one more may ring.
    await db
      .collection('otpChallenges')
      .doc(EMEKA)
      .update({ callAt: Array.from({ length: 10 }, (_, i) => Timestamp.fromMillis(now - 25 * 60 * 60_000 + i)) });
    expect((await post('/verify-phone', { phone_number: LANDLINE, channel: 'call' })).status).toBe(200);
    const callAt = (await db.collection('otpChallenges').doc(EMEKA).get()).get('callAt') as unknown[];
    expect(callAt).toHaveLength(1);
  });
});
