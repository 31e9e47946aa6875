import { maskedPhone } from '@contract/email';
import type { Call } from '../api/calls';
import { guests, toGuest } from '../guests/guests';
import { enabledGuest, limitSignInAddress, sendSignInCode } from './send-code';
import { wordsFor } from '../words';
import { toE164 } from '../platform/phone';
import { ok } from '../platform/respond';
import { Refusal } from '../platform/refusal';

/**
 * POST /verify-phone {phone_number, channel?, lang?}: a sign-in code by text, or with `channel: 'call'`
 * read aloud in a phone call (for a landline).
 */
export async function verifyPhone({ body, req, res }: Call<'POST /verify-phone'>) {
  const say = wordsFor(body.lang).signIn;
  const phone = toE164(body.phone_number);
  if (!phone) throw new Refusal('invalid', say.invalidPhone);
  const client = await limitSignInAddress(req, say);

  const matches = (await guests().where('phone', '==', phone).get()).docs.map(toGuest).filter((g) => g !== null);
  const guest = enabledGuest(matches, say.phoneNotFound, say);
  const channel = body.channel === 'call' ? 'call' : 'sms';
  const sent = await sendSignInCode(guest, channel, phone, body.lang, client);
  ok(res, channel === 'call' ? say.sentCall(maskedPhone(phone)) : say.sentText, sent);
}
