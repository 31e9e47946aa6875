import type { Request } from 'express';
import { ApiError } from './respond';
import { adminAuth } from './firebase';
import { guests, toGuest, type Guest } from './guests';

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
export async function requireAdmin(req: Request, claimedUid: unknown): Promise<Caller & { guest: Guest }> {
  const caller = await requireCaller(req);
  if (typeof claimedUid !== 'string' || claimedUid !== caller.uid) throw new ApiError(401, UNAUTHORIZED);
  const guest = toGuest(await guests().doc(caller.uid).get());
  if (!guest || !guest.isAdmin || guest.disabled) throw new ApiError(401, UNAUTHORIZED);
  return { ...caller, isAdmin: true, guest };
}

/**
 * An admin call of the console (DESIGN section 13): the ID token alone says who calls, and their guest
 * document, read fresh, must say enabled admin. Returns the admin's guest document.
 */
export async function requireEnabledAdmin(req: Request): Promise<Caller & { guest: Guest }> {
  const caller = await requireCaller(req);
  const guest = toGuest(await guests().doc(caller.uid).get());
  if (!guest || !guest.isAdmin || guest.disabled) throw new ApiError(401, UNAUTHORIZED);
  return { ...caller, isAdmin: true, guest };
}
