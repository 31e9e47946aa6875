import { z } from './zod';
import { languageSchema } from './guest';

/** POST /update-language: the signed-in guest's language, so the texts they get follow it. */
export const updateLanguageBody = z.object({ language: languageSchema });
