import type { Language } from '@contract/options';
import { en, type Words } from './en';
import { es } from './es';

// The words guests read from the server, one module per language (en.ts, es.ts). Every guest-facing text,
// call, email, page and API message of the functions is read from here.

export type { Words };

const byLanguage: Record<Language, Words> = { en, es };

/** Every language's words: for what must be understood whatever language a guest reads (an opt-out line). */
export const everyLanguage: readonly Words[] = Object.values(byLanguage);

/** `language` when the site has words for it; English without one, or for one it lacks (an older document). */
export const knownLanguage = (language: Language | undefined): Language =>
  language && Object.hasOwn(byLanguage, language) ? language : 'en';

/** The words in `language` (see knownLanguage). */
export const wordsFor = (language: Language | undefined): Words => byLanguage[knownLanguage(language)];

/** 'Margaret', 'Margaret and Walter', 'Margaret, Walter and Ann', in `language`. */
export function joinNames(names: readonly string[], language: Language): string {
  if (names.length < 2) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${wordsFor(language).and} ${names.at(-1)!}`;
}

/**
 * A text without its closing opt-out sentence ("Reply STOP to opt out."), in any language: an email has its
 * own unsubscribe link, and a text the couple sends from their own phone opts out of nothing (a STOP
 * reaches a person, not the site). A couple's own wording in English may go to a guest who reads Spanish.
 */
const STOP_LINE = new RegExp(
  `\\s*(${everyLanguage.map(({ texts }) => texts.stop.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\s*$`,
);
export const withoutStopLine = (text: string) => text.replace(STOP_LINE, '');
