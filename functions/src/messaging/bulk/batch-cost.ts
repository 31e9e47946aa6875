import { smsSegments } from '@contract/sms-segments';
import { placeholderLink } from '../../sign-in/link-keys';
import type { Guest } from '../../guests/guests';
import { householdLine, withHouseholdLine, type Named } from '../households/households';
import { composeEmail } from '../../platform/email/compose';
import { placeholderUnsubscribeLink } from '../../platform/email/unsubscribe-links';
import {
  carriesLink,
  composeText,
  invitationUnanswered,
  messageParts,
  ownEmailWording,
  type TextRequest,
  type TextWording,
} from '../compose-text';

/**
 * What texting `recipients` costs in SMS segments (a link counted at its full length), and the first text:
 * the figure a dry run shows, the bulk send charges and a scheduled batch is charged when it starts.
 */
export function textCost(
  recipients: Guest[],
  everyone: Guest[],
  request: TextRequest,
  wording?: TextWording,
  named: Map<string, Named[]> = new Map(),
) {
  const link = carriesLink(request.msgType) ? placeholderLink() : '';
  const answered = new Set(everyone.filter((guest) => !invitationUnanswered([guest])).map((guest) => guest.invtId));
  const texts = recipients.map((guest) =>
    withHouseholdLine(
      composeText(guest, request, link, !answered.has(guest.invtId), wording),
      named.get(guest.id) ?? [],
      guest.language,
    ),
  );
  return { segments: texts.reduce((sum, text) => sum + smsSegments(text).segments, 0), preview: texts[0] ?? null };
}

/**
 * The email `guest` would get (its subject and plain text, the links shown as placeholders): what a dry run
 * shows for its email recipients. Every email carries the personal link, a custom one too.
 */
export function emailPreview(guest: Guest, request: TextRequest, wording?: TextWording, named: Named[] = []) {
  const parts = messageParts(guest, request, placeholderLink());
  const { subject, text } = composeEmail(request.msgType, guest.language, {
    ...parts,
    cmsg: request.cmsg.trim(),
    unsubscribeUrl: placeholderUnsubscribeLink(),
    own: ownEmailWording(wording, request.msgType, guest.language, parts),
    household: householdLine(named, guest.language),
  });
  return { subject, text };
}
