import { callRoute } from '../../../lib/api-client';
import { signInLang } from './lang';

export function linkAuth(k: string) {
  return callRoute('POST /link-auth', { body: { k, lang: signInLang() }, anonymous: true });
}
