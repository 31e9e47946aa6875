import { callRoute } from '../../../lib/api-client';
import { signInLang } from './lang';

/** The same answer whether or not a guest matched; `call` asks for the code by phone call. */
export function findInvitation(first: string, last: string, channel?: 'call') {
  return callRoute('POST /find-invitation', {
    body: { first, last, lang: signInLang(), ...(channel ? { channel } : {}) },
    anonymous: true,
  });
}
