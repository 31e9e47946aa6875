import type { Request, Response } from 'express';
import { requireCaller, type Caller } from '../lib/auth';
import { guests, toGuest } from '../lib/guests';
import { toInvitation, toInvitationSettings } from '../lib/invitation';
import { ApiError, ok } from '../lib/respond';
import { readSettings } from '../lib/settings';

const NOT_YOURS = 'You can only view your own invitation.';

/** Guests read their own invitation; admins (checked fresh, as for every admin call) may read any. */
async function mayRead(caller: Caller, invtId: string) {
  if (caller.invtId === invtId) return true;
  if (!caller.isAdmin) return false;
  const self = toGuest(await guests().doc(caller.uid).get());
  return self !== null && self.isAdmin && !self.disabled;
}

export async function getInvitation(req: Request, res: Response) {
  const caller = await requireCaller(req);
  const invtId = String(req.params.invtId ?? '');
  if (!invtId || !(await mayRead(caller, invtId))) throw new ApiError(403, NOT_YOURS);

  const [snap, settings] = await Promise.all([guests().where('invtId', '==', invtId).get(), readSettings()]);
  const members = snap.docs.map(toGuest).filter((guest) => guest !== null);
  if (members.length === 0) throw new ApiError(404, 'We could not find this invitation.');
  ok(res, 'Here is your invitation.', toInvitation(members, settings.seatingPublished), {
    settings: toInvitationSettings(settings),
  });
}
