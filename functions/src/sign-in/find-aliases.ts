import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { db } from '../platform/firebase';
import type { RefusalKind } from '../platform/refusal';
import { CODE_TTL_MS, MAX_WRONG_ATTEMPTS } from './otp';
import type { Words } from '../words';

// find-invitation answers alike whether or not a name matched: its `user_id` is a random alias,
// signInAliases/{id} = {guestId (null: nothing was sent), attempts, expireAt}. guest-auth reads an alias
// as its guest; one that leads nowhere answers wrong codes exactly as a real code would.

const aliasSchema = z.object({
  guestId: z.string().nullable(),
  attempts: z.number(),
  expireAt: z.instanceof(Timestamp),
});

const aliases = () => db.collection('signInAliases');

/** A new alias for `guestId` (null when no code went out), living as long as a code. */
export async function newAlias(guestId: string | null, now = Date.now()): Promise<string> {
  const ref = aliases().doc();
  await ref.set({ guestId, attempts: 0, expireAt: Timestamp.fromMillis(now + CODE_TTL_MS) });
  return ref.id;
}

type AliasOutcome =
  | { kind: 'none' }
  | { kind: 'guest'; guestId: string }
  | { kind: 'refused'; refusal: RefusalKind; message: string; wrong?: true };

/**
 * What guest-auth's `gid` is: not an alias (a guest id, as before); an alias of a guest who was sent a
 * code; or an alias that leads nowhere, whose tries are counted and answered like a real code's.
 */
export async function readAlias(gid: string, say: Words['signIn'], now = Date.now()): Promise<AliasOutcome> {
  const ref = aliases().doc(gid);
  return db.runTransaction<AliasOutcome>(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return { kind: 'none' };
    const alias = aliasSchema.safeParse(snap.data());
    if (!alias.success) return { kind: 'refused', refusal: 'unauthorized', message: say.noLongerValid };
    if (alias.data.expireAt.toMillis() <= now)
      return { kind: 'refused', refusal: 'unauthorized', message: say.expired };
    if (alias.data.guestId) return { kind: 'guest', guestId: alias.data.guestId };
    if (alias.data.attempts >= MAX_WRONG_ATTEMPTS)
      return { kind: 'refused', refusal: 'unauthorized', message: say.noLongerValid };
    const attempts = alias.data.attempts + 1;
    tx.update(ref, { attempts });
    if (attempts >= MAX_WRONG_ATTEMPTS)
      return { kind: 'refused', refusal: 'limit', message: say.tooManyWrong, wrong: true };
    return {
      kind: 'refused',
      refusal: 'unauthorized',
      message: say.wrongCode(MAX_WRONG_ATTEMPTS - attempts),
      wrong: true,
    };
  });
}
