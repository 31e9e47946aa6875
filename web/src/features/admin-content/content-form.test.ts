import { describe, expect, it } from 'vitest';
import { contentFromConfig } from '@contract/site-content-defaults';
import { missingTranslations } from './content-form';
import { fittedSize } from './resize-image';

describe('missingTranslations', () => {
  it("lists every text with English but no Spanish, by where it is, and none for the config's", () => {
    const content = contentFromConfig();
    expect(missingTranslations(content)).toEqual([]);
    content.faq.push({ id: 'parking', title: { en: 'Where do I park?', es: '' }, content: { en: 'Valet', es: '' } });
    expect(missingTranslations(content).map((item) => item.where)).toEqual([
      'FAQ › Where do I park? › Title',
      'FAQ › Where do I park? › Answer',
    ]);
  });
});

describe('fittedSize', () => {
  it('keeps the longer side at most 1600 px and never enlarges', () => {
    expect(fittedSize(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fittedSize(1000, 2400)).toEqual({ width: 667, height: 1600 });
    expect(fittedSize(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
