import type { Request, Response } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { wedding } from '@config';
import { requireAdmin } from '../lib/auth';
import { guests, toGuest, type Guest } from '../lib/guests';
import { adminTextsKey, HOUR_MS } from '../lib/limit-keys';
import { retryMessage } from '../lib/otp';
import { maskPhone } from '../lib/phone';
import { maxAdminTextsPerHour, spendableCap } from '../lib/rate-limit';
import { ApiError, ok } from '../lib/respond';
import { sendMessageBody } from '@contract/guest-admin';
import { firstIssue } from '@contract/issues';
import { getSmsProvider, SmsError, type SmsKind } from '../sms/provider';
import { claimedAdminId } from './claimed-admin-id';

type MessageType = Exclude<SmsKind, 'otp'>;

export function messageText(guest: Pick<Guest, 'first'>, msgType: MessageType, cmsg: string): string {
  if (msgType === 'custom') return cmsg.trim();
  return wedding.sms[msgType](guest.first, wedding.siteUrl);
}

function refuseUnreachable(guest: Guest) {
  const name = `${guest.first} ${guest.last}`;
  if (guest.disabled) throw new ApiError(409, `${name}'s invitation is disabled, so no text was sent.`);
  if (!guest.phone) throw new ApiError(409, `${name} has no phone number on the guest list, so no text was sent.`);
}

export async function sendMessageToGuest(req: Request, res: Response) {
  const admin = await requireAdmin(req, claimedAdminId(req.body));
  const body = sendMessageBody.safeParse(req.body);
  if (!body.success) throw new ApiError(400, firstIssue(body.error));
  const { gid, msgType, cmsg } = body.data;
  const ref = guests().doc(gid);
  const guest = toGuest(await ref.get());
  if (!guest) throw new ApiError(404, 'We could not find this guest. Please reload the guest list.');
  refuseUnreachable(guest);

  // Each admin sends at most this many texts an hour (a stolen session cannot run up the bill).
  const max = maxAdminTextsPerHour.value();
  const texts = await spendableCap(adminTextsKey(admin.uid), max, HOUR_MS);
  if (texts.limit.limited) {
    throw new ApiError(
      429,
      `You have sent ${max} texts this hour, the most allowed. Please try again in ${retryMessage(texts.limit.retryAfterMs)}.`,
    );
  }
  try {
    await getSmsProvider().send({
      to: guest.phone,
      body: messageText(guest, msgType, cmsg),
      kind: msgType,
      guestId: gid,
    });
  } catch (error) {
    if (!(error instanceof SmsError)) throw error;
    logger.warn('admin text not sent', { guest: gid, to: maskPhone(guest.phone), code: error.providerCode });
    // A refusal about this number (opted out, not a mobile) is the request's problem; anything else is upstream.
    throw new ApiError(error.providerCode === undefined ? 502 : 422, error.message);
  }
  await texts.record();
  await ref.update({ msg_last_sent: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
  logger.info('admin text sent', { guest: gid, kind: msgType });
  ok(res, `Message sent to ${guest.first} ${guest.last}.`);
}
