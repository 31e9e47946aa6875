import type { findInvitationBody, FoundInvitationData } from '@contract/email';
import { logger } from 'firebase-functions';
import type { Call } from '../calls';
import { guests, toGuest, type Guest } from '../domain/guests/guests';
import { newAlias } from '../domain/sign-in/find-aliases';
import { nameKey } from '../domain/sign-in/name-key';
import { limitSignInAddress, sendSignInCode, type CodeChannel } from '../domain/sign-in/send-code';
import { signInWords } from '../domain/sign-in/words';
import { ApiError, ok } from '../platform/respond';

/** Where a code for `guest` goes: a text (or with `call`, a call) to their phone, else an email; null: nowhere. */
function target(guest: Guest, call: boolean): [CodeChannel, string] | null {
  if (call) return guest.phone ? ['call', guest.phone] : null;
  return guest.phone ? ['sms', guest.phone] : ['email', guest.email];
}

/**
 * POST /find-invitation {first, last, lang?, channel?}: for a guest who does not know which number or
 * address is on the list. Exactly one enabled guest of that name with a phone or an email gets a code
 * there (a text first; with `channel: 'call'`, a call to the phone). Every caller gets the same answer,
 * matched or not, sent or not (a limit, a refusal): 200, "if we found your invitation, a code is on its
 * way", and a `user_id` that is a fresh random alias, which signs in only when a code really went out
 * (DESIGN.md section 27). Only the per-address limit, which is the caller's own, answers otherwise.
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
  const guest = reachable.length === 1 ? reachable[0]! : null;
  const to = guest ? target(guest, body.channel === 'call') : null;
  let sentFor: string | null = null;
  if (guest && to) {
    try {
      await sendSignInCode(guest, to[0], to[1], body.lang, client);
      sentFor = guest.id;
    } catch (error) {
      // A limit or a refusal is not the caller's to know: it would tell them the name is on the list.
      if (!(error instanceof ApiError)) throw error;
      logger.info('find-invitation: no code sent', { guest: guest.id, status: error.code });
    }
  }
  const data: FoundInvitationData = { user_id: await newAlias(sentFor), channel: null, maskedTo: null };
  ok(res, body.channel === 'call' ? say.findCall : say.findSent, data);
}
