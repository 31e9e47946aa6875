import { describe, expect, it } from 'vitest';
import { en } from './en';
import { es } from './es';
import { joinNames, knownLanguage, wordsFor } from '.';

/** Every leaf of a words module, by its path ('signIn.expired'), as the kind of thing it is. */
function leaves(words: object, path = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(words)) {
    const at = path ? `${path}.${key}` : key;
    if (value && typeof value === 'object') for (const [deeper, leaf] of leaves(value, at)) found.set(deeper, leaf);
    else found.set(at, value);
  }
  return found;
}

describe('the words guests read from the server', () => {
  // `es: Words` already makes a missing key, or a word where a function belongs, a type error; it cannot tell
  // an empty string from a word. This test says both, and runs where the type is not checked.
  const english = leaves(en);
  const spanish = leaves(es);

  it('has every English key in Spanish, of the same kind, and no other', () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, word] of english) {
      expect(typeof spanish.get(key), key).toBe(typeof word);
      if (typeof word === 'function') expect((spanish.get(key) as () => string).length, key).toBe(word.length);
    }
  });

  it('has no empty word in either language', () => {
    for (const words of [english, spanish])
      for (const [key, word] of words) if (typeof word === 'string') expect(word.trim(), key).not.toBe('');
  });

  it('answers in English without a language, or with one the site does not have', () => {
    expect(wordsFor(undefined)).toBe(en);
    expect(wordsFor('fr' as 'en')).toBe(en);
    expect(knownLanguage('fr' as 'en')).toBe('en');
    expect(wordsFor('es')).toBe(es);
  });

  it('joins names in the language', () => {
    expect(joinNames([], 'en')).toBe('');
    expect(joinNames(['Ann'], 'es')).toBe('Ann');
    expect(joinNames(['Margaret', 'Walter', 'Ann'], 'en')).toBe('Margaret, Walter and Ann');
    expect(joinNames(['Margaret', 'Walter'], 'es')).toBe('Margaret y Walter');
  });
});
