import type { Request, Response } from 'express';
import { logger } from 'firebase-functions';
import { firstIssue } from '@contract/issues';
import { twilioStatusForm } from '@contract/messages';
import { ApiError, ok } from '../../platform/respond';
import { applyTextStatus } from '../../domain/messages/apply-status';
import { toTextStatus } from '../../platform/sms/text-status';
import { signedTwilioForm } from '../../platform/sms/twilio-webhook';

/**
 * POST /twilio/status: Twilio's status callback. An unknown MessageSid or a status we do not keep is
 * answered 200 and changes nothing, so Twilio does not retry it.
 */
export async function twilioStatus(req: Request, res: Response) {
  const form = twilioStatusForm.safeParse(Object.fromEntries(signedTwilioForm(req, 'status')));
  if (!form.success) throw new ApiError(400, firstIssue(form.error));
  const { MessageSid: sid, MessageStatus, ErrorCode: errorCode } = form.data;
  const status = toTextStatus(MessageStatus);
  if (!status) return ok(res, `Status '${MessageStatus.slice(0, 20)}' is not one we keep; nothing changed.`);
  const known = await applyTextStatus({ sid, status, errorCode });
  if (!known) logger.info('status callback for an unknown text', { status });
  ok(res, known ? 'Status recorded.' : 'No text has this MessageSid; nothing changed.');
}
