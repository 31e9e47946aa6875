// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentFromConfig } from '@contract/site-content-defaults';
import { describeChange, idFromName, missingTranslations, readableProblem } from './content-form';
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

describe('readableProblem', () => {
  it("names the field as the editor shows it, counting from 1, with the field's id", () => {
    expect(readableProblem('events.2.name.en cannot be empty.')).toEqual({
      text: 'Schedule › Event 3 › Name (English) cannot be empty.',
      fieldId: 'content-events-2-name-en',
    });
    expect(readableProblem('questions.2.options.1.en cannot be empty.').text).toBe(
      'Questions › Question 3 › Option 2 (English) cannot be empty.',
    );
    expect(readableProblem('gift.donationUrl must start with https://.').fieldId).toBe('content-gift-donationUrl');
  });

  it('leaves a message that names no field as it is', () => {
    const stale = 'Someone else saved the wedding content since you loaded it.';
    expect(readableProblem(stale)).toEqual({ text: stale, fieldId: null });
  });
});

describe('idFromName', () => {
  it('makes a short, readable id from a name, its own among the others', () => {
    expect(idFromName('Farewell breakfast', [])).toBe('farewell-breakfast');
    expect(idFromName('Café & brunch!', [])).toBe('cafe-brunch');
    expect(idFromName('<p>The <b>shuttle</b> leaves</p>', [])).toBe('the-shuttle-leaves');
    expect(idFromName('Farewell breakfast', ['farewell-breakfast', 'farewell-breakfast-2'])).toBe(
      'farewell-breakfast-3',
    );
    expect(idFromName('¿?', [])).toBe('');
    expect(idFromName('a'.repeat(60), []).length).toBe(40);
  });
});
