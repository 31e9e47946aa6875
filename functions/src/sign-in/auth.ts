import type { Request } from 'express';
import { adminAuth } from '../platform/firebase';
import { guests, isEnabledAdmin, toGuest, type Guest } from '../guests/guests';
import { Refusal } from '../platform/refusal';
import { wordsFor } from '../words';

/** What the verified ID token says. Its claims are a snapshot from sign-in: never trust them for access. */
export type Caller = { uid: string; invtId: string; isAdmin: boolean };

export const UNAUTHORIZED = 'Unauthorized';

/**
 * The guest behind the request's Firebase ID token. Ids in the body or path are never trusted.
 * `checkRevoked` makes the Auth service refuse a token whose sessions were ended (endSessions): one
 * lookup of the user per call, cheap next to the Firestore reads every call makes anyway.
 */
export async function requireCaller(req: Request): Promise<Caller> {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer (\S+)$/.exec(header);
  if (!match) throw new Refusal('unauthorized', UNAUTHORIZED);
  try {
    const token = await adminAuth.verifyIdToken(match[1]!, true);
    return {
      uid: token.uid,
      invtId: typeof token.invtId === 'string' ? token.invtId : '',
      isAdmin: token.isAdmin === true,
    };
  } catch {
    throw new Refusal('unauthorized', UNAUTHORIZED);
  }
}

/**
 * The caller's guest document, read in this request, must still back their token: it exists, it is on
 * the invitation the token names, and it is enabled. The document is the truth; a token whose invitation
 * claim no longer matches it belongs to a session that a move has ended, so it is unauthorized and the guest signs
 * in again (and gets a token for their new invitation). A disabled invitation is forbidden, saying so, in the guest's
 * language.
 */
export function currentGuest(caller: Caller, self: Guest | null): Guest {
  if (!self || self.id !== caller.uid || self.invtId !== caller.invtId) throw new Refusal('unauthorized', UNAUTHORIZED);
  if (self.disabled) throw new Refusal('forbidden', wordsFor(self.language).signIn.inactive);
  return self;
}

/** 'Not an admin': a helper at the door (signed in, enabled, not an admin) is told so (forbidden); anyone else is unauthorized. */
function notAdmin(self: Guest | null): Refusal {
  return self?.helper && !self.disabled && !self.isAdmin
    ? new Refusal('forbidden', "Helpers at the door cannot use the couple's console: this is for the couple only.")
    : new Refusal('unauthorized', UNAUTHORIZED);
}

/**
 * An admin call by the ID token alone: guests/{uid}, read now, must say enabled admin, whatever the token's
 * claims say. A demoted or disabled admin loses access on their next call. Anything else: unauthorized ('Unauthorized').
 */
export async function requireEnabledAdmin(req: Request): Promise<Caller & { guest: Guest }> {
  const caller = await requireCaller(req);
  const self = toGuest(await guests().doc(caller.uid).get());
  if (!isEnabledAdmin(self)) throw notAdmin(self);
  return { ...caller, isAdmin: true, guest: self };
}

/** An admin call that also names its caller (luid/userId): the name must be the token's uid. */
export async function requireAdmin(req: Request, claimedUid: unknown): Promise<Caller & { guest: Guest }> {
  const caller = await requireCaller(req);
  const self = toGuest(await guests().doc(caller.uid).get());
  if (!isEnabledAdmin(self)) throw notAdmin(self);
  // A helper is refused as a helper (forbidden) whatever the call names; anyone else by the name first.
  if (typeof claimedUid !== 'string' || claimedUid !== caller.uid) throw new Refusal('unauthorized', UNAUTHORIZED);
  return { ...caller, isAdmin: true, guest: self };
}

/**
 * Ends every session of a guest: their refresh tokens stop working, and ID tokens issued before now are
 * refused by requireCaller (checkRevoked). Call it whenever a guest's phone, invitation, admin role or
 * disabled flag changes. (Revocation has one-second granularity: a token minted in the same second survives.)
 */
export async function endSessions(uid: string): Promise<void> {
  try {
    await adminAuth.revokeRefreshTokens(uid);
  } catch (error) {
    // A guest who never signed in has no Auth user, so no session to end.
    if ((error as { code?: unknown }).code !== 'auth/user-not-found') throw error;
  }
}
