import type { GuestAuthData } from '@contract/sign-in';
import { apiRequest } from '../../../lib/api-client';
import { signInLang } from './lang';

export function linkAuth(k: string) {
  return apiRequest<GuestAuthData>('/link-auth', { method: 'POST', body: { k, lang: signInLang() }, anonymous: true });
}
