import { isEmailAddress, normalEmail } from '@contract/email';
import type { Call } from '../api/calls';
import { guests, toGuest } from '../guests/guests';
import { enabledGuest, limitSignInAddress, sendSignInCode } from './send-code';
import { wordsFor } from '../words';
import { ok } from '../platform/respond';
import { Refusal } from '../platform/refusal';

/** POST /verify-email {email, lang?}: a sign-in code by email, under verify-phone's rules and limits. */
export async function verifyEmail({ body, req, res }: Call<'POST /verify-email'>) {
  const say = wordsFor(body.lang).signIn;
  const email = normalEmail(body.email);
  if (!isEmailAddress(email)) throw new Refusal('invalid', say.invalidEmail);
  const client = await limitSignInAddress(req, say);

  const matches = (await guests().where('email', '==', email).get()).docs.map(toGuest).filter((g) => g !== null);
  const guest = enabledGuest(matches, say.emailNotFound, say);
  const sent = await sendSignInCode(guest, 'email', email, body.lang, client);
  ok(res, say.sentEmail(sent.maskedTo), sent);
}
