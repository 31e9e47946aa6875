import type { CodeSentData } from '@contract/email';
import { apiRequest } from '../../../lib/api-client';
import { signInLang } from './lang';

export function findInvitation(first: string, last: string) {
  return apiRequest<CodeSentData>('/find-invitation', {
    method: 'POST',
    body: { first, last, lang: signInLang() },
    anonymous: true,
  });
}
