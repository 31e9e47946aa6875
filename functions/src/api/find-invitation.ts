import type { findInvitationBody } from '@contract/email';
import type { Call } from '../calls';
import { guests, toGuest, type Guest } from '../domain/guests/guests';
import { nameKey } from '../domain/sign-in/name-key';
import { CodeNotSent, limitSignInAddress, sendSignInCode } from '../domain/sign-in/send-code';
import { signInWords } from '../domain/sign-in/words';
import { ApiError, fail, ok } from '../platform/respond';

/**
 * POST /find-invitation {first, last, lang?}: for a guest who does not know which number or address is
 * on the list. Exactly one enabled guest of that name with a phone or an email gets a code there (a text
 * first); the answer says where, masked. Anyone else (nobody, several, no way to reach them) gets the
 * same 404 with the couple's contact, so the call does not tell who is on the list.
 */
export async function findInvitation({ body, req, res }: Call<'public', typeof findInvitationBody>) {
  const say = signInWords(body.lang);
  const key = nameKey(body.first, body.last);
  if (!body.first.trim() || !body.last.trim() || !key) throw new ApiError(400, say.nameMissing);
  const client = await limitSignInAddress(req, say);

  const named = (await guests().get()).docs
    .map(toGuest)
    .filter((g): g is Guest => g !== null && nameKey(g.first, g.last) === key);
  const reachable = named.filter((g) => !g.disabled && (g.phone || g.email));
  if (reachable.length !== 1) throw new ApiError(404, say.nameNotFound);
  const guest = reachable[0]!;
  const [channel, to] = guest.phone ? (['sms', guest.phone] as const) : (['email', guest.email] as const);
  try {
    const sent = await sendSignInCode(guest, channel, to, body.lang, client);
    ok(res, channel === 'sms' ? say.sentTextTo(sent.maskedTo) : say.sentEmail(sent.maskedTo), sent);
  } catch (error) {
    if (error instanceof CodeNotSent) return fail(res, error.code, error.message, error.data);
    throw error;
  }
}
