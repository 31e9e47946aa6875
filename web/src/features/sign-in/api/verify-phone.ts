import { callRoute } from '../../../lib/api-client';
import { signInLang } from './lang';

/** A 502 answer carries `CodeNotSentData`: whether a call may reach the number instead. */
export function verifyPhone(phoneNumber: string, channel: 'sms' | 'call' = 'sms') {
  return callRoute('POST /verify-phone', {
    body: { phone_number: phoneNumber, ...(channel === 'call' ? { channel } : {}), lang: signInLang() },
    anonymous: true,
  });
}
