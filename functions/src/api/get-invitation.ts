import type { Request, Response } from 'express';
import { currentGuest, requireCaller } from '../domain/sign-in/auth';
import { guests, toGuest, type Guest } from '../domain/guests/guests';
import { idFromPath } from '../lib/ids';
import { toInvitation, toInvitationSettings } from '../domain/invitations/invitation';
import { ApiError, okBeside } from '../platform/respond';
import { readSettings } from '../domain/invitations/settings';

const NOT_YOURS = 'You can only view your own invitation.';

/**
 * Guests read their own invitation; enabled admins may read any. Access follows the caller's guest
 * document as it is now, never the token's claims: a guest who was disabled, removed or moved, or an admin
 * who was demoted, is refused on the next call. When the caller is on the invitation asked for, their
 * document is one of the members already read, so the check costs no extra read.
 */
export async function getInvitation(req: Request, res: Response) {
  const caller = await requireCaller(req);
  const invtId = idFromPath(req.params.invtId, 'invitation id');

  const [snap, settings] = await Promise.all([guests().where('invtId', '==', invtId).get(), readSettings()]);
  const members = snap.docs.map(toGuest).filter((guest): guest is Guest => guest !== null);
  const found = members.find((guest) => guest.id === caller.uid);
  const self = currentGuest(caller, found ?? toGuest(await guests().doc(caller.uid).get()));
  if (self.invtId !== invtId && !self.isAdmin) throw new ApiError(403, NOT_YOURS);

  if (members.length === 0) throw new ApiError(404, 'We could not find this invitation.');
  okBeside(res, 'Here is your invitation.', toInvitation(members, settings.seatingPublished), {
    settings: toInvitationSettings(settings),
  });
}
