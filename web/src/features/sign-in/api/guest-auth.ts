import type { GuestAuthData } from '@contract/sign-in';
import { apiRequest } from '../../../lib/api-client';

export function guestAuth(gid: string, otp: string) {
  return apiRequest<GuestAuthData>('/guest-auth', { method: 'POST', body: { gid, otp }, anonymous: true });
}
