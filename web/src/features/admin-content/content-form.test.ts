import { describe, expect, it } from 'vitest';
import { contentFromConfig } from '@contract/site-content-defaults';
import { describeChange, missingTranslations } from './content-form';
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

describe('describeChange', () => {
  const file = contentFromConfig();

  it('names the items a list save added, changed and removed, by their English names', () => {
    const meals = file.meals.map((meal) =>
      meal.id === 'plate2' ? { ...meal, name: { ...meal.name, en: 'Miso glazed salmon' } } : meal,
    );
    expect(describeChange(file.meals, meals)).toBe('changed Miso glazed salmon');
    const faq = [
      ...file.faq.slice(1),
      { id: 'parking', title: { en: 'Where do I park?', es: '' }, content: { en: '<p>Valet</p>', es: '' } },
    ];
    expect(describeChange(file.faq, faq)).toBe(`added Where do I park?; removed ${file.faq[0]!.title.en}`);
    expect(describeChange(file.faq, [...file.faq].reverse())).toBe('reordered');
    expect(describeChange(file.faq, file.faq)).toBe('');
  });

  it('names the fields a section save changed, and an announcement by its text without markup', () => {
    expect(describeChange(file.contact, { ...file.contact, phone: '1' })).toBe('changed Phone');
    const news = [{ id: 'n', text: { en: '<p>The <b>shuttle</b> leaves at 5</p>', es: '' }, at: '', pinned: false }];
    expect(describeChange([], news)).toBe('added The shuttle leaves at 5');
    expect(describeChange({ slideshow: [], zelleQr: null }, { slideshow: ['a'], zelleQr: null })).toBe(
      'changed Slideshow',
    );
  });
});
