import { isEmailAddress, normalEmail } from '@contract/email';
import type { Call } from '../api/calls';
import { guests, toGuest } from '../guests/guests';
import { CodeNotSent, enabledGuest, limitSignInAddress, sendSignInCode } from './send-code';
import { wordsFor } from '../words';
import { ApiError, fail, ok } from '../platform/respond';

/** POST /verify-email {email, lang?}: a sign-in code by email, under verify-phone's rules and limits. */
export async function verifyEmail({ body, req, res }: Call<'POST /verify-email'>) {
  const say = wordsFor(body.lang).signIn;
  const email = normalEmail(body.email);
  if (!isEmailAddress(email)) throw new ApiError(400, say.invalidEmail);
  const client = await limitSignInAddress(req, say);

  const matches = (await guests().where('email', '==', email).get()).docs.map(toGuest).filter((g) => g !== null);
  const guest = enabledGuest(matches, say.emailNotFound, say);
  try {
    const sent = await sendSignInCode(guest, 'email', email, body.lang, client);
    ok(res, say.sentEmail(sent.maskedTo), sent);
  } catch (error) {
    if (error instanceof CodeNotSent) return fail(res, error.status, error.message, error.data);
    throw error;
  }
}
