import { callRoute } from '../../../lib/api-client';
import { signInLang } from './lang';

export function verifyEmail(email: string) {
  return callRoute('POST /verify-email', {
    body: { email, lang: signInLang() },
    anonymous: true,
  });
}
