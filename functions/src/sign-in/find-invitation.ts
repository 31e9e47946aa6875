import type { FoundInvitationData } from '@contract/email';
import type { Language } from '@contract/options';
import { logger } from 'firebase-functions';
import type { Call } from '../api/calls';
import { guests, toGuest, type Guest } from '../guests/guests';
import { newAlias } from './find-aliases';
import { nameKey } from './name-key';
import { pickByName } from './name-match';
import { CodeNotSent, limitSignInAddress, sendSignInCode, type CodeChannel } from './send-code';
import { wordsFor } from '../words';
import { ok } from '../platform/respond';
import { Refusal } from '../platform/refusal';

/** Where a code for `guest` goes: a text (or with `call`, a call) to their phone, else an email; null: nowhere. */
function target(guest: Guest, call: boolean): [CodeChannel, string] | null {
  if (call) return guest.phone ? ['call', guest.phone] : null;
  return guest.phone ? ['sms', guest.phone] : ['email', guest.email];
}

/**
 * Whom a found person's code goes to: themselves with a phone or an email; a companion with neither, their
 * host (`companionOf`, enabled, with a phone or an email), whose invitation they share. Null: nobody.
 */
function reachedThrough(person: Guest, listed: Guest[]): Guest | null {
  if (person.phone || person.email) return person;
  const host = person.companionOf ? listed.find((g) => g.id === person.companionOf) : undefined;
  return host && !host.disabled && (host.phone || host.email) ? host : null;
}

/** The call a landline's refused text goes on to; the guest's id when it went out, else null. */
async function callInstead(guest: Guest, phone: string, lang: Language | undefined, client: string) {
  try {
    await sendSignInCode(guest, 'call', phone, lang, client);
    return guest.id;
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    logger.info('find-invitation: no call made', { guest: guest.id, refused: error.kind });
    return null;
  }
}

/**
 * POST /find-invitation {first, last, lang?, channel?}: for a guest who does not know which number or
 * address is on the list. Exactly one enabled guest of that name (or, with no exact fit, of a name one
 * typo or a short form away: see name-match.ts; a companion with no phone or email reaches their host) with a phone or an email gets a code
 * there (a text first, then a call when the text is refused as a landline; with `channel: 'call'`, a call). Every caller gets the same answer,
 * matched or not, sent or not (a limit, a refusal): 200, "if we found your invitation, a code is on its
 * way", and a `user_id` that is a fresh random alias, which signs in only when a code really went out
 *. Only the per-address limit, which is the caller's own, answers otherwise.
 */
export async function findInvitation({ body, req, res }: Call<'POST /find-invitation'>) {
  const say = wordsFor(body.lang).signIn;
  const key = nameKey(body.first, body.last);
  if (!body.first.trim() || !body.last.trim() || !key) throw new Refusal('invalid', say.nameMissing);
  const client = await limitSignInAddress(req, say);

  const listed = (await guests().get()).docs.map(toGuest).filter((g): g is Guest => g !== null);
  const person = pickByName(
    body,
    listed.filter((g) => !g.disabled),
  );
  const guest = person ? reachedThrough(person, listed) : null;
  const call = body.channel === 'call';
  const to = guest ? target(guest, call) : null;
  let sentFor: string | null = null;
  if (guest && to) {
    try {
      await sendSignInCode(guest, to[0], to[1], body.lang, client);
      sentFor = guest.id;
    } catch (error) {
      // A landline refuses the text: the code goes on in a call, as the code step would offer.
      if (error instanceof CodeNotSent && error.data.callInstead && to[0] === 'sms') {
        sentFor = await callInstead(guest, to[1], body.lang, client);
      } else if (!(error instanceof Refusal)) throw error;
      // A limit or a refusal is not the caller's to know: it would tell them the name is on the list.
      else logger.info('find-invitation: no code sent', { guest: guest.id, refused: error.kind });
    }
  }
  const data: FoundInvitationData = { user_id: await newAlias(sentFor), channel: null, maskedTo: null };
  ok(res, body.channel === 'call' ? say.findCall : say.findSent, data);
}
