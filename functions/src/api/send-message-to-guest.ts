import type { Call } from '../calls';
import { logger } from 'firebase-functions';
import { db } from '../platform/firebase';
import { guests, toGuest, type Guest } from '../domain/guests/guests';
import { adminTextsKey, HOUR_MS } from '../platform/limit-keys';
import { retryMessage } from '../domain/sign-in/otp';
import { issueLink } from '../domain/sign-in/link-keys';
import { maskPhone } from '../platform/phone';
import { maxAdminTextsPerHour, spendableCap } from '../platform/rate-limit';
import { ApiError, ok } from '../platform/respond';
import type { sendMessageBody } from '@contract/guest-admin';
import { displayName } from '@contract/people';
import { SKIP_REASONS } from '@contract/options';
import { skipReason } from '../domain/messages/audience';
import { carriesLink, composeText } from '../domain/messages/compose-text';
import { recordFailedText, recordSentText } from '../domain/messages/record-text';
import { readSettings } from '../domain/invitations/settings';
import { getSmsProvider, SmsError } from '../platform/sms/provider';

const refusals: Record<string, (name: string) => string> = {
  [SKIP_REASONS.disabled]: (name) => `${name}'s invitation is disabled, so no text was sent.`,
  [SKIP_REASONS.noPhone]: (name) => `${name} has no phone number on the guest list, so no text was sent.`,
  [SKIP_REASONS.optedOut]: (name) =>
    `${name} has opted out of text messages (replied STOP), so no text was sent. They can reply START to opt back in.`,
};

function refuseUnreachable(guest: Guest) {
  const reason = skipReason(guest, 'custom');
  if (reason) throw new ApiError(409, refusals[reason]!(displayName(guest)));
}

export async function sendMessageToGuest({ caller: admin, body, res }: Call<'admin', typeof sendMessageBody>) {
  const { gid, msgType, cmsg } = body;
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

  // Checked and, for a text with a link, the guest's new link issued in one transaction.
  const { guest, text } = await db.runTransaction(async (tx) => {
    const guest = toGuest(await tx.get(ref));
    if (!guest) throw new ApiError(404, 'We could not find this guest. Please reload the guest list.');
    refuseUnreachable(guest);
    const link = carriesLink(msgType) ? issueLink(tx, ref) : '';
    return { guest, text: composeText(guest, request, link) };
  });

  const recording = { guestId: gid, actor: admin.actor, msgType };
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
  ok(res, `Message sent to ${displayName(guest)}.`);
}
