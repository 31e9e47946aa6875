import { LANGUAGES, type Language } from '@contract/options';
import { createContext, useContext } from 'react';
import { create } from 'zustand';
import { englishContent, type Content } from '../i18n/content';
import { en, type Messages } from '../i18n/en';
import { LANGUAGE_KEY } from '../i18n/storage-key';

export { LANGUAGE_KEY };

type LanguageState = { language: Language; messages: Messages; content: Content };

const english: LanguageState = { language: 'en', messages: en, content: englishContent };

/** The language the site is shown in, with its strings and the couple's content in that language. */
export const useLanguage = create<LanguageState>(() => english);

export const useT = () => useLanguage((state) => state.messages);

/**
 * The couple's content as the page above shows it (the guest's page, once its invitation brought
 * site/content: lib/site-content.ts), else the language's built-in content. React state, not this store:
 * it arrives in the same transition as the rest of the invitation's answer, so the page renders it in
 * slices that yield to the browser (a store's update re-renders its readers in one task).
 */
export const PageContent = createContext<Content | null>(null);

export function useContent(): Content {
  const page = useContext(PageContent);
  const built = useLanguage((state) => state.content);
  return page ?? built;
}

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The language the reader chose on this device before, if any. */
export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

// Spanish is its own chunk: English readers never download it.
const loadSpanish = () => import('../i18n/es');

async function stateFor(language: Language): Promise<LanguageState> {
  if (language === 'en') return english;
  const { messages, content } = await loadSpanish();
  return { language, messages, content };
}

/** Shows the site in `language` (loading its strings first), sets <html lang> and remembers the choice. */
export async function setLanguage(language: Language, { remember = true } = {}) {
  const state = await stateFor(language);
  document.documentElement.lang = language;
  document.title = state.messages.pageTitle;
  if (remember) {
    try {
      localStorage.setItem(LANGUAGE_KEY, language);
    } catch {
      // Private browsing without storage: the choice lasts for this visit.
    }
  }
  useLanguage.setState(state);
}

/** Before the first render: the remembered language, so a Spanish reader never sees English first. */
export async function applyStoredLanguage() {
  const language = storedLanguage();
  if (language && language !== 'en') await setLanguage(language, { remember: false });
}
