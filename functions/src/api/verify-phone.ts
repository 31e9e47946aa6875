import type { Request, Response } from 'express';
import { verifyPhoneBody } from '@contract/sign-in';
import { guests, toGuest } from '../lib/guests';
import { maskedPhone } from '@contract/email';
import { toE164 } from '../lib/phone';
import { fail, ok } from '../lib/respond';
import { ApiError } from '../lib/respond';
import { CodeNotSent, enabledGuest, limitSignInAddress, sendSignInCode } from '../sign-in/send-code';
import { signInWords } from '../sign-in/words';

/**
 * POST /verify-phone {phone_number, channel?, lang?}: a sign-in code by text, or with `channel: 'call'`
 * read aloud in a phone call (for a landline).
 */
export async function verifyPhone(req: Request, res: Response) {
  const body = verifyPhoneBody.safeParse(req.body);
  const lang = body.success ? body.data.lang : undefined;
  const say = signInWords(lang);
  const phone = body.success ? toE164(body.data.phone_number) : null;
  if (!phone) throw new ApiError(400, say.invalidPhone);
  await limitSignInAddress(req, say);

  const matches = (await guests().where('phone', '==', phone).get()).docs.map(toGuest).filter((g) => g !== null);
  const guest = enabledGuest(matches, say.phoneNotFound, say);
  const channel = body.data!.channel === 'call' ? 'call' : 'sms';
  try {
    const sent = await sendSignInCode(guest, channel, phone, lang);
    const message = channel === 'call' ? say.sentCall(maskedPhone(phone)) : say.sentText;
    ok(res, message, sent);
  } catch (error) {
    if (error instanceof CodeNotSent) return fail(res, error.code, error.message, error.data);
    throw error;
  }
}
