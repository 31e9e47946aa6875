import type { CodeSentData } from '@contract/email';
import { apiRequest } from '../../../lib/api-client';
import { signInLang } from './lang';

export function verifyEmail(email: string) {
  return apiRequest<CodeSentData>('/verify-email', {
    method: 'POST',
    body: { email, lang: signInLang() },
    anonymous: true,
  });
}
