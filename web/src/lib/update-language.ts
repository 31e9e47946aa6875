import type { Language } from '@contract/options';
import { callRoute } from './api-client';

/** Tells the server the signed-in guest's language, so the texts they are sent follow it. */
export function updateLanguage(language: Language) {
  return callRoute('POST /update-language', { body: { language } });
}
