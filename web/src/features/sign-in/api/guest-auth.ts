import type { GuestAuthData } from '@contract/sign-in';
import { apiRequest } from '../../../lib/api-client';
import { signInLang } from './lang';

export function guestAuth(gid: string, otp: string) {
  return apiRequest<GuestAuthData>('/guest-auth', {
    method: 'POST',
    body: { gid, otp, lang: signInLang() },
    anonymous: true,
  });
}
