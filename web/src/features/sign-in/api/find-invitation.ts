import { callRoute } from '../../../lib/api-client';
import { signInLang } from './lang';

export function findInvitation(first: string, last: string) {
  return callRoute('POST /find-invitation', {
    body: { first, last, lang: signInLang() },
    anonymous: true,
  });
}
