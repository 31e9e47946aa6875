import type { Request, Response } from 'express';
import { logger } from 'firebase-functions';
import { requireAdmin } from '../lib/auth';
import { db } from '../lib/firebase';
import { guests, toGuest, type Guest } from '../lib/guests';
import { adminTextsKey, HOUR_MS } from '../lib/limit-keys';
import { retryMessage } from '../lib/otp';
import { issueLink } from '../lib/link-keys';
import { maskPhone } from '../lib/phone';
import { maxAdminTextsPerHour, spendableCap } from '../lib/rate-limit';
import { ApiError, ok } from '../lib/respond';
import { sendMessageBody } from '@contract/guest-admin';
import { firstIssue } from '@contract/issues';
import { SKIP_REASONS } from '@contract/options';
import { actorFor } from '../messages/actors';
import { skipReason } from '../messages/audience';
import { carriesLink, composeText } from '../messages/compose-text';
import { recordFailedText, recordSentText } from '../messages/record-text';
import { invitesReplyFor } from '../messages/send-batch-text';
import { readSettings } from '../lib/settings';
import { getSmsProvider, SmsError } from '../sms/provider';
import { claimedAdminId } from './claimed-admin-id';

const refusals: Record<string, (name: string) => string> = {
  [SKIP_REASONS.disabled]: (name) => `${name}'s invitation is disabled, so no text was sent.`,
  [SKIP_REASONS.noPhone]: (name) => `${name} has no phone number on the guest list, so no text was sent.`,
  [SKIP_REASONS.optedOut]: (name) =>
    `${name} has opted out of text messages (replied STOP), so no text was sent. They can reply START to opt back in.`,
};

function refuseUnreachable(guest: Guest) {
  const reason = skipReason(guest, 'custom');
  if (reason) throw new ApiError(409, refusals[reason]!(`${guest.first} ${guest.last}`));
}

export async function sendMessageToGuest(req: Request, res: Response) {
  const admin = await requireAdmin(req, claimedAdminId(req.body));
  const body = sendMessageBody.safeParse(req.body);
  if (!body.success) throw new ApiError(400, firstIssue(body.error));
  const { gid, msgType, cmsg } = body.data;
  const ref = guests().doc(gid);
  const request = { msgType, cmsg, rsvpClosesAt: (await readSettings()).rsvpClosesAt };

  // Each admin sends at most this many texts an hour (a stolen session cannot run up the bill).
  const max = maxAdminTextsPerHour.value();
  const texts = await spendableCap(adminTextsKey(admin.uid), max, HOUR_MS);
  if (texts.limit.limited) {
    throw new ApiError(
      429,
      `You have sent ${max} texts this hour, the most allowed. Please try again in ${retryMessage(texts.limit.retryAfterMs)}.`,
    );
  }

  const invitesReply = carriesLink(msgType) && (await invitesReplyFor(gid));
  // Checked and, for a text with a link, the guest's new link issued in one transaction.
  const { guest, text } = await db.runTransaction(async (tx) => {
    const guest = toGuest(await tx.get(ref));
    if (!guest) throw new ApiError(404, 'We could not find this guest. Please reload the guest list.');
    refuseUnreachable(guest);
    const link = carriesLink(msgType) ? issueLink(tx, ref) : '';
    return { guest, text: composeText(guest, request, link, invitesReply) };
  });

  const recording = { guestId: gid, actor: actorFor(admin.guest), msgType };
  try {
    const result = await getSmsProvider().send({ to: guest.phone, body: text, kind: msgType, guestId: gid });
    await recordSentText(recording, result);
  } catch (error) {
    if (!(error instanceof SmsError)) throw error;
    logger.warn('admin text not sent', { guest: gid, to: maskPhone(guest.phone), code: error.providerCode });
    await recordFailedText(recording, error);
    // A refusal about this number (opted out, not a mobile) is the request's problem; anything else is upstream.
    throw new ApiError(error.providerCode === undefined || error.retriable ? 502 : 422, error.message);
  }
  await texts.record();
  logger.info('admin text sent', { guest: gid, kind: msgType });
  ok(res, `Message sent to ${guest.first} ${guest.last}.`);
}
