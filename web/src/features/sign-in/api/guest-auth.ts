import { apiRequest } from '../../../lib/api-client';

export type GuestAuthData = { id: string; invtId: string; isAdmin: boolean; token: string };

export function guestAuth(gid: string, otp: string) {
  return apiRequest<GuestAuthData>('/guest-auth', { method: 'POST', body: { gid, otp }, anonymous: true });
}
