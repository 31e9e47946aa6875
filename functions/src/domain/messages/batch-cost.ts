import { smsSegments } from '@contract/sms-segments';
import { placeholderLink } from '../sign-in/link-keys';
import type { Guest } from '../guests/guests';
import { carriesLink, composeText, invitationUnanswered, type TextRequest, type TextWording } from './compose-text';

/**
 * What texting `recipients` costs in SMS segments (a link counted at its full length), and the first text:
 * the figure a dry run shows, the bulk send charges and a scheduled batch is charged when it starts.
 */
export function textCost(recipients: Guest[], everyone: Guest[], request: TextRequest, wording?: TextWording) {
  const link = carriesLink(request.msgType) ? placeholderLink() : '';
  const answered = new Set(everyone.filter((guest) => !invitationUnanswered([guest])).map((guest) => guest.invtId));
  const texts = recipients.map((guest) => composeText(guest, request, link, !answered.has(guest.invtId), wording));
  return { segments: texts.reduce((sum, text) => sum + smsSegments(text).segments, 0), preview: texts[0] ?? null };
}
