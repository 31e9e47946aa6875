import { logger } from 'firebase-functions';
import type { Call } from '../api/calls';
import { ok } from '../platform/respond';
import { applyTextStatus } from './apply-status';
import { toTextStatus } from '../platform/sms/text-status';

/**
 * POST /twilio/status: Twilio's status callback. An unknown MessageSid or a status we do not keep is
 * answered 200 and changes nothing, so Twilio does not retry it.
 */
export async function twilioStatus({ body, res }: Call<'POST /twilio/status'>) {
  const { MessageSid: sid, MessageStatus, ErrorCode: errorCode } = body;
  const status = toTextStatus(MessageStatus);
  if (!status) return ok(res, `Status '${MessageStatus.slice(0, 20)}' is not one we keep; nothing changed.`);
  const known = await applyTextStatus({ sid, status, errorCode });
  if (!known) logger.info('status callback for an unknown text', { status });
  ok(res, known ? 'Status recorded.' : 'No text has this MessageSid; nothing changed.');
}
