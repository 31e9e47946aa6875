import type { Language } from '@contract/options';
import { apiRequest } from '../api-client';

/** Tells the server the signed-in guest's language, so the texts they are sent follow it. */
export function updateLanguage(language: Language) {
  return apiRequest<{ language: Language }>('/update-language', { method: 'POST', body: { language } });
}
