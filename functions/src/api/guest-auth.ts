import type { Request, Response } from 'express';
import { logger } from 'firebase-functions';
import { Timestamp } from 'firebase-admin/firestore';
import { wedding } from '@config';
import { adminAuth, db } from '../lib/firebase';
import { guests, toGuest } from '../lib/guests';
import { burned, challengeSchema, codeMatches, MAX_WRONG_ATTEMPTS } from '../lib/otp';
import { ApiError, ok } from '../lib/respond';
import { firstIssue } from '@contract/issues';
import { guestAuthBody } from '@contract/sign-in';

type Outcome = { ok: true; invtId: string; isAdmin: boolean } | { ok: false; code: number; message: string };

export async function guestAuth(req: Request, res: Response) {
  const body = guestAuthBody.safeParse(req.body);
  if (!body.success) throw new ApiError(400, firstIssue(body.error));
  const { gid, otp } = body.data;
  const challengeRef = db.collection('otpChallenges').doc(gid);
  const guestRef = guests().doc(gid);

  // One transaction reads and burns the code, so two right answers at once cannot both win.
  const outcome = await db.runTransaction<Outcome>(async (tx) => {
    const [challengeSnap, guestSnap] = await Promise.all([tx.get(challengeRef), tx.get(guestRef)]);
    const challenge = challengeSchema.safeParse(challengeSnap.data());
    if (!challenge.success || !challenge.data.hash) {
      return { ok: false, code: 401, message: 'This code is no longer valid. Please go back and request a new one.' };
    }
    const current = challenge.data;
    if (!current.expiresAt || current.expiresAt.toMillis() <= Timestamp.now().toMillis()) {
      tx.set(challengeRef, burned(current));
      return { ok: false, code: 401, message: 'This code has expired. Please go back and request a new one.' };
    }
    if (!codeMatches(otp, current)) {
      const attempts = current.attempts + 1;
      if (attempts >= MAX_WRONG_ATTEMPTS) {
        tx.set(challengeRef, burned(current));
        return { ok: false, code: 429, message: 'Too many wrong codes. Please go back and request a new one.' };
      }
      tx.set(challengeRef, { ...current, attempts });
      const left = MAX_WRONG_ATTEMPTS - attempts;
      return { ok: false, code: 401, message: `That code is not right. ${left} attempt${left === 1 ? '' : 's'} left.` };
    }
    tx.set(challengeRef, burned(current));
    const guest = toGuest(guestSnap);
    if (!guest)
      return { ok: false, code: 401, message: 'This code is no longer valid. Please go back and request a new one.' };
    if (guest.disabled) {
      return {
        ok: false,
        code: 403,
        message: `This invitation is no longer active. Please contact ${wedding.couple.title}.`,
      };
    }
    return { ok: true, invtId: guest.invtId, isAdmin: guest.isAdmin };
  });

  if (!outcome.ok) throw new ApiError(outcome.code, outcome.message);
  const token = await adminAuth.createCustomToken(gid, { invtId: outcome.invtId, isAdmin: outcome.isAdmin });
  logger.info('guest signed in', { guest: gid, isAdmin: outcome.isAdmin });
  ok(res, 'Welcome!', { id: gid, invtId: outcome.invtId, isAdmin: outcome.isAdmin, token });
}
