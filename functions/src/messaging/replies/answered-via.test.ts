import { describe, expect, it } from 'vitest';
import { keptSentence, splitByAnsweredVia, textMayChange } from './answered-via';

describe('who a reply by text may change', () => {
  it('changes a person with no answeredVia, a null one or an answer by text, never the web, the couple or an import', () => {
    expect([undefined, null, 'sms'].map(textMayChange)).toEqual([true, true, true]);
    expect(['web', 'couple', 'import', 'other'].map(textMayChange)).toEqual([false, false, false, false]);
    const split = splitByAnsweredVia([
      { id: 'a' },
      { id: 'b', answeredVia: 'web' },
      { id: 'c', answeredVia: 'sms' },
      { id: 'd', answeredVia: 'couple' },
    ]);
    expect(split.changes.map((m) => m.id)).toEqual(['a', 'c']);
    expect(split.keeps.map((m) => m.id)).toEqual(['b', 'd']);
  });

  it('names who kept their answer, in English and Spanish', () => {
    expect(keptSentence([], 'en')).toBe('');
    expect(keptSentence(['Walter'], 'en')).toBe(
      ' Walter already answered on the website or with the couple, so that answer stays as it was.',
    );
    expect(keptSentence(['Walter', 'Ann'], 'es')).toBe(
      ' Walter y Ann ya respondieron en la página o con los novios, así que sus respuestas quedan como estaban.',
    );
  });
});
