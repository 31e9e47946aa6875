import { callRoute } from '../../../lib/api-client';
import { signInLang } from './lang';

export function guestAuth(gid: string, otp: string) {
  return callRoute('POST /guest-auth', {
    body: { gid, otp, lang: signInLang() },
    anonymous: true,
  });
}
