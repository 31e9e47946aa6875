import type { Request, Response } from 'express';
import { isEmailAddress, normalEmail, verifyEmailBody } from '@contract/email';
import { guests, toGuest } from '../lib/guests';
import { ApiError, fail, ok } from '../lib/respond';
import { CodeNotSent, enabledGuest, limitSignInAddress, sendSignInCode } from '../sign-in/send-code';
import { signInWords } from '../sign-in/words';

/** POST /verify-email {email, lang?}: a sign-in code by email, under verify-phone's rules and limits. */
export async function verifyEmail(req: Request, res: Response) {
  const body = verifyEmailBody.safeParse(req.body);
  const lang = body.success ? body.data.lang : undefined;
  const say = signInWords(lang);
  const email = body.success ? normalEmail(body.data.email) : '';
  if (!isEmailAddress(email)) throw new ApiError(400, say.invalidEmail);
  await limitSignInAddress(req, say);

  const matches = (await guests().where('email', '==', email).get()).docs.map(toGuest).filter((g) => g !== null);
  const guest = enabledGuest(matches, say.emailNotFound, say);
  try {
    const sent = await sendSignInCode(guest, 'email', email, lang);
    ok(res, say.sentEmail(sent.maskedTo), sent);
  } catch (error) {
    if (error instanceof CodeNotSent) return fail(res, error.code, error.message, error.data);
    throw error;
  }
}
