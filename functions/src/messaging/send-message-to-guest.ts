import type { Call } from '../api/calls';
import { logger } from 'firebase-functions';
import { db } from '../platform/firebase';
import { guests, toGuest, type Guest } from '../guests/guests';
import { liveLinks } from '../sign-in/link-keys';
import { maskPhone } from '../platform/phone';
import { spendAdminTexts } from './text-budget';
import { ok } from '../platform/respond';
import { Refusal } from '../platform/refusal';
import { displayName } from '@contract/people';
import { SKIP_REASONS } from '@contract/options';
import type { MessageChannel } from '@contract/email';
import { reachBy, skipReason } from './bulk/audience';
import { carriesLink, composeText, messageParts, ownEmailWording } from './compose-text';
import { readContent } from '../content/site-content';
import { recordFailedText, recordSentEmail, recordSentText } from './record-text';
import { composeEmail } from '../platform/email/compose';
import { sendEmail } from '../platform/email/send-email';
import { EmailError } from '../platform/email/types';
import { issueUnsubscribeLink } from '../platform/email/unsubscribe-links';
import { readSettings } from '../settings/site-settings';
import { getSmsProvider, SmsError } from '../platform/sms/provider';
import { refuseTextsOff, TEXTING_OFF, TEXTING_OFF_MESSAGE } from '../platform/sms/texting';
import { invitesReplyFor } from './bulk/send-batch-text';
import { knownLanguage } from '../words';

const refusals: Record<string, (name: string) => string> = {
  [SKIP_REASONS.disabled]: (name) => `${name}'s invitation is disabled, so no text was sent.`,
  [SKIP_REASONS.noPhone]: (name) => `${name} has no phone number on the guest list, so no text was sent.`,
  [SKIP_REASONS.optedOut]: (name) =>
    `${name} has opted out of text messages (replied STOP), so no text was sent. They can reply START to opt back in.`,
  [SKIP_REASONS.noEmail]: (name) => `${name} has no email address on the guest list, so no email was sent.`,
  [SKIP_REASONS.emailOptedOut]: (name) => `${name} unsubscribed from emails, so no email was sent.`,
  [SKIP_REASONS.noConsent]: (name) =>
    `${name} has not agreed to get texts yet (consent comes before the first text), so no text was sent. They agree by signing in with a text code or texting the site; consent they gave you in person can be recorded on the guest (smsConsent: {via: 'couple', note}). Or send it by email.`,
  [TEXTING_OFF]: (name) =>
    `${name} has no email address on the guest list, so nothing was sent. ${TEXTING_OFF_MESSAGE}`,
};

function refuseUnreachable(guest: Guest, channel: MessageChannel) {
  const reason = skipReason(guest, 'custom', channel);
  if (!reason) return;
  const name = displayName(guest);
  throw new Refusal(
    'conflict',
    refusals[reason]?.(name) ?? `${name} cannot get a text or an email (${reason}), so nothing was sent.`,
  );
}

export async function sendMessageToGuest({ caller: admin, body, res }: Call<'POST /send-message-to-guest'>) {
  const { gid, msgType, cmsg, channel } = body;
  // With TEXTING=verify no text goes from a Twilio number: 'sms' is refused, 'best' falls back to email.
  if (channel === 'sms') refuseTextsOff();
  const ref = guests().doc(gid);
  const request = { msgType, cmsg, rsvpClosesAt: (await readSettings()).rsvpClosesAt };

  const texts = await spendAdminTexts(admin.uid);

  const invitesReply = carriesLink(msgType) && (await invitesReplyFor(gid));
  const wording = (await readContent()).content.texts;
  // Checked and, for a text with a link, the guest's working link (else a new one) in one transaction.
  const { guest, text, link, by } = await db.runTransaction(async (tx) => {
    const guest = toGuest(await tx.get(ref));
    if (!guest) throw new Refusal('not-found', 'We could not find this guest. Please reload the guest list.');
    refuseUnreachable(guest, channel);
    const reach = reachBy(guest, channel);
    const by = 'by' in reach ? reach.by : 'sms';
    // An email always carries the personal link: it is how that guest reaches the site.
    const link = by === 'email' || carriesLink(msgType) ? (await liveLinks(tx, [guest])).get(guest.id)! : '';
    return { guest, text: composeText(guest, request, link, invitesReply, wording), link, by };
  });

  const recording = { guestId: gid, actor: admin.actor, msgType };
  if (by === 'email') {
    const unsubscribeUrl = await issueUnsubscribeLink(gid, guest.email);
    const language = knownLanguage(guest.language);
    const parts = messageParts(guest, request, link);
    const email = composeEmail(msgType, language, {
      ...parts,
      cmsg: cmsg.trim(),
      unsubscribeUrl,
      own: ownEmailWording(wording, msgType, language, parts),
    });
    try {
      await sendEmail({ to: guest.email, ...email, kind: msgType, guestId: gid, unsubscribeUrl });
    } catch (error) {
      if (!(error instanceof EmailError)) throw error;
      throw new Refusal('unavailable', error.message);
    }
    await recordSentEmail(recording);
    await texts.record();
    logger.info('admin email sent', { guest: gid, kind: msgType });
    return ok(res, `Email sent to ${displayName(guest)}.`);
  }
  try {
    const result = await getSmsProvider().send({ to: guest.phone, body: text, kind: msgType, guestId: gid });
    await recordSentText(recording, result);
  } catch (error) {
    if (!(error instanceof SmsError)) throw error;
    logger.warn('admin text not sent', { guest: gid, to: maskPhone(guest.phone), code: error.providerCode });
    await recordFailedText(recording, error);
    // A refusal about this number (opted out, not a mobile) is the request's problem; anything else is upstream.
    throw new Refusal(
      error.providerCode === undefined || error.retriable ? 'unavailable' : 'undeliverable',
      error.message,
    );
  }
  await texts.record();
  logger.info('admin text sent', { guest: gid, kind: msgType });
  ok(res, `Message sent to ${displayName(guest)}.`);
}
