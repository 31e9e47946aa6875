import type { Request, Response } from 'express';
import { findInvitationBody } from '@contract/email';
import { guests, toGuest, type Guest } from '../lib/guests';
import { ApiError, fail, ok } from '../lib/respond';
import { nameKey } from '../sign-in/name-key';
import { CodeNotSent, limitSignInAddress, sendSignInCode } from '../sign-in/send-code';
import { signInWords } from '../sign-in/words';

/**
 * POST /find-invitation {first, last, lang?}: for a guest who does not know which number or address is
 * on the list. Exactly one enabled guest of that name with a phone or an email gets a code there (a text
 * first); the answer says where, masked. Anyone else (nobody, several, no way to reach them) gets the
 * same 404 with the couple's contact, so the call does not tell who is on the list.
 */
export async function findInvitation(req: Request, res: Response) {
  const body = findInvitationBody.safeParse(req.body);
  const lang = body.success ? body.data.lang : undefined;
  const say = signInWords(lang);
  const key = body.success ? nameKey(body.data.first, body.data.last) : '';
  if (!body.success || !body.data.first.trim() || !body.data.last.trim() || !key) {
    throw new ApiError(400, say.nameMissing);
  }
  await limitSignInAddress(req, say);

  const named = (await guests().get()).docs
    .map(toGuest)
    .filter((g): g is Guest => g !== null && nameKey(g.first, g.last) === key);
  const reachable = named.filter((g) => !g.disabled && (g.phone || g.email));
  if (reachable.length !== 1) throw new ApiError(404, say.nameNotFound);
  const guest = reachable[0]!;
  const [channel, to] = guest.phone ? (['sms', guest.phone] as const) : (['email', guest.email] as const);
  try {
    const sent = await sendSignInCode(guest, channel, to, lang);
    ok(res, channel === 'sms' ? say.sentTextTo(sent.maskedTo) : say.sentEmail(sent.maskedTo), sent);
  } catch (error) {
    if (error instanceof CodeNotSent) return fail(res, error.code, error.message, error.data);
    throw error;
  }
}
