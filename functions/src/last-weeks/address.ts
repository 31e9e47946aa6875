import { displayName } from '@contract/people';
import type { Call } from '../api/calls';
import { guests, toGuest } from '../guests/guests';
import { invitationMates, shareAddress } from './invitation-address';
import { currentGuest } from '../sign-in/auth';
import { db } from '../platform/firebase';
import { ok } from '../platform/respond';
import { wordsFor } from '../words';

/** GET /address: the signed-in guest's invitation's mailing address (null when none was given). */
export async function getAddress({ caller, res }: Call<'GET /address'>) {
  ok(res, 'Address.', { address: caller.guest.address });
}

/** PUT /address: the invitation's mailing address for a thank-you card, on each of its guests; null removes it. */
export async function putAddress({ caller, body, res }: Call<'PUT /address'>) {
  const language = await db.runTransaction(async (tx) => {
    const self = currentGuest(caller, toGuest(await tx.get(guests().doc(caller.uid))));
    const everyone = [self, ...(await invitationMates(tx, self.invtId, self.id))];
    shareAddress(tx, everyone, body.address, { uid: self.id, name: displayName(self) });
    return self.language;
  });
  ok(res, wordsFor(language).saved.address, { address: body.address });
}
