import type { Request } from 'express';
import { ApiError } from './respond';
import { adminAuth, db } from './firebase';
import { guestDocSchema } from './schemas';

export type Caller = { uid: string; invtId: string; isAdmin: boolean };

const UNAUTHORIZED = 'Unauthorized';

/** The guest behind the request's Firebase ID token. Ids in the body or path are never trusted. */
export async function requireCaller(req: Request): Promise<Caller> {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer (\S+)$/.exec(header);
  if (!match) throw new ApiError(401, UNAUTHORIZED);
  try {
    const token = await adminAuth.verifyIdToken(match[1]!);
    return {
      uid: token.uid,
      invtId: typeof token.invtId === 'string' ? token.invtId : '',
      isAdmin: token.isAdmin === true,
    };
  } catch {
    throw new ApiError(401, UNAUTHORIZED);
  }
}

/**
 * An admin call: the token's uid must be the luid/userId the client sent, and guests/{uid} must say,
 * right now, that they are an enabled admin. A demoted admin loses access on their next call.
 */
export async function requireAdmin(req: Request, claimedUid: unknown): Promise<Caller> {
  const caller = await requireCaller(req);
  if (typeof claimedUid !== 'string' || claimedUid !== caller.uid) throw new ApiError(401, UNAUTHORIZED);
  const snap = await db.collection('guests').doc(caller.uid).get();
  const guest = guestDocSchema.safeParse(snap.data());
  if (!guest.success || !guest.data.isAdmin || guest.data.disabled) throw new ApiError(401, UNAUTHORIZED);
  return { ...caller, isAdmin: true };
}
