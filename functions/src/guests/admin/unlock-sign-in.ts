import { displayName } from '@contract/people';
import type { Call } from '../../api/calls';
import { logger } from 'firebase-functions';
import { db } from '../../platform/firebase';
import { guests, toGuest } from '../guests';
import { challengeSchema, UNLOCKED } from '../../sign-in/otp';
import { ok } from '../../platform/respond';
import { Refusal } from '../../platform/refusal';

/** POST /admin/guests/{id}/unlock-sign-in: an admin lifts a guest's 24-hour lock after too many wrong codes. */
export async function unlockSignIn({
  caller: admin,
  params: { id },
  res,
}: Call<'POST /admin/guests/{id}/unlock-sign-in'>) {
  const challengeRef = db.collection('otpChallenges').doc(id);

  const name = await db.runTransaction(async (tx) => {
    const [guestSnap, challengeSnap] = await Promise.all([tx.get(guests().doc(id)), tx.get(challengeRef)]);
    const guest = toGuest(guestSnap);
    if (!guest) throw new Refusal('not-found', 'We could not find this guest. Please reload the guest list.');
    const challenge = challengeSchema.safeParse(challengeSnap.data());
    if (challenge.success) tx.set(challengeRef, { ...challenge.data, ...UNLOCKED, attempts: 0, attemptsBy: {} });
    return displayName(guest);
  });
  logger.info('sign-in unlocked', { guest: id, by: admin.uid });
  ok(res, `${name} can sign in again.`);
}
