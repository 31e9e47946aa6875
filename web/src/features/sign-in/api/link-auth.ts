import type { GuestAuthData } from '@contract/sign-in';
import { apiRequest } from '../../../lib/api-client';

export function linkAuth(k: string) {
  return apiRequest<GuestAuthData>('/link-auth', { method: 'POST', body: { k }, anonymous: true });
}
